import ArchHost

/// The classic cross-architecture sample: a list to add to, complete,
/// filter and clear, with statistics, loaded from and saved to a repository.
///
/// ```swift
/// FeatureSuite.standard.feature(named: "todo")?.readMe
/// ```
public enum Todo: Feature {
  /// Add, toggle, filter, clear completed.
  public typealias Intent = TodoIntent
  /// The visible items, the filter, the statistics and the status.
  public typealias Frame = TodoFrame
  /// The one fake: the stored list, 200 ms per load or save.
  public typealias Services = FakeTodoRepository

  /// `"todo"`.
  public static let name = "todo"
  /// `"Todo"`.
  public static let title = "Todo"
  /// What to compare.
  public static let readMe = """
    The Android architecture samples' app. Every change is shown at once and \
    the whole list saved; a failed save keeps the change on screen with the \
    error, and the next change saves it again (no revert, so nothing the user \
    typed disappears). Compare where the save in flight lives during a \
    rotation: the MVC controller cancels it with its view and loads again, \
    losing the change, while the presenters and view models keep it. The \
    filter is screen state, kept in the saved-state bundle; the items are the \
    repository's and are loaded again after process death. The flow view \
    model derives its frame with combineLatest; the async one runs its \
    intents through an AsyncStream in one task. \
    mvi and mvvm-observation save each edit as mvvm-flow does; mvi-leaky's \
    save outlives the pop that should have cancelled it. \
    mvp-article is the article's own code: its view makes the presenter and \
    nothing cancels a save, so after a rotation mid-save the filter is lost \
    but the change is stored after all, for a presenter that is gone; after \
    a pop mid-save it is stored for nobody. mvp-article-cancelling cancels \
    in detach() and loses the change as MVC does; only mvp and the view \
    models keep both the change and the filter.
    """

  /// A fake holding milk and bread, with 200 ms of latency; the items are
  /// the server's, so a new process's fake finds them again.
  public static func makeServices(_ environment: ServiceEnvironment) -> FakeTodoRepository {
    FakeTodoRepository(environment)
  }

  /// The six standard variants.
  public static var variants: [Variant<Todo>] {
    [
      Variant(.mvc, summary: "one controller loads, edits, saves and renders; nothing survives rotation",
              traits: .reloadsOnRotation, sources: ["MVC/*"]) { context, repository in
        TodoController(context: context, repository: repository)
      },
      Variant(.mvp, summary: "Passive View presenter, weak view, the save kept across rotation",
              sources: ["MVP/*"]) { context, repository in
        TodoView(context: context, presenter: context.presenters.presenter {
          TodoPresenter(repository: repository, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpSupervising,
              summary: "Supervising Controller: the view binds the list, the presenter tells the status",
              sources: ["MVPSupervising/*"]) { context, repository in
        SupervisingTodoView(context: context, presenter: context.presenters.presenter {
          SupervisingTodoPresenter(repository: repository, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpLeaky, summary: "the Rx-era mistake: a subscription never cancelled, the view captured",
              traits: .keepsSubscriptionsAlive, leaks: .asScenariosDeclare(),
              sources: ["MVPLeaky/*", "MVP/*Contract.swift", "MVP/*View.swift"]) { context, repository in
        TodoView(context: context, presenter: context.presenters.presenter {
          LeakyTodoPresenter(repository: repository, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpArticle, summary: "the article's presenter as written: made by its view, nothing cancels",
              traits: .articlePresenter, leaks: articleLeaks,
              sources: ["MVPArticle/*", "MVPArticle/Model/*", "MVP/*Contract.swift"]) { context, repository in
        ArticleTodoView(context: context, presenter: context.track(
          ArticleTodoPresenter(repository: TodoCallbackAdapter(repository: repository, host: context.host)),
          as: "ArticleTodoPresenter"))
      },
      Variant(.mvpArticleCancelling, summary: "the article's advice taken: the requests cancelled in detach()",
              traits: .reloadsOnRotation,
              sources: ["MVPArticleCancelling/*", "MVPArticle/*Contract.swift", "MVPArticle/*View.swift",
                        "MVPArticle/Model/*", "MVP/*Contract.swift"]) { context, repository in
        ArticleTodoView(context: context, presenter: context.track(
          CancellingArticleTodoPresenter(repository: TodoCallbackAdapter(repository: repository, host: context.host)),
          as: "CancellingArticleTodoPresenter"))
      },
      Variant(.mvvmFlow, summary: "view model combining item and filter flows, bound with lifecycle-aware callbacks",
              sources: ["MVVMFlow/*"]) { context, repository in
        TodoFlowView(context: context, repository: repository)
      },
      Variant(.mvvmAsync,
              summary: "view model running intents through an AsyncStream task; states consumed by for await",
              sources: ["MVVMAsync/*"]) { context, repository in
        TodoAsyncView(context: context, repository: repository)
      },
      Variant(.mvvmObservation, summary: "an Observable view model, read under observation tracking while started",
              sources: ["MVVMObservation/*"]) { context, repository in
        TodoObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          TodoObservationViewModel(repository: repository, context: $0)
        })
      },
      Variant(.mvvmObservationLeaky, summary: "Observation's mistake: tracking re-armed by hand, without the lifecycle",
              traits: .rendersWhileStopped, leaks: observationLeaks,
              sources: ["MVVMObservationLeaky/*", "MVVMObservation/*ViewModel.swift"]) { context, repository in
        LeakyTodoObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          TodoObservationViewModel(repository: repository, context: $0)
        })
      },
      Variant(.mvi, summary: "intents into a pure reducer; effects run in the store's scope",
              sources: ["MVI/*"]) { context, repository in
        TodoMVIView(context: context, store: context.viewModelStore.viewModel(key: "TodoStore") {
          TodoEffects.store(repository: repository, context: $0)
        })
      },
      Variant(.mviLeaky, summary: "MVI's mistake: an effect launched outside the store's scope",
              traits: .leavesEffectsRunning, leaks: mviLeaks,
              sources: ["MVILeaky/*", "MVI/*Intent.swift", "MVI/*Reducer.swift",
                        "MVI/*View.swift"]) { context, repository in
        TodoMVIView(context: context, store: context.viewModelStore.viewModel(key: "TodoStore") {
          LeakyTodoEffects.store(repository: repository, context: $0)
        })
      },
      Variant(.mviServiceLeaky, summary: "MVI's mistake on a service: an effect subscribes, the token dropped",
              leaks: LeakDeclaration([.subscriptions]),
              sources: ["MVIServiceLeaky/*", "MVI/*Intent.swift", "MVI/*Reducer.swift",
                        "MVI/*View.swift"]) { context, repository in
        TodoMVIView(context: context, store: context.viewModelStore.viewModel(key: "TodoStore") {
          ServiceLeakyTodoEffects.store(repository: repository, context: $0)
        })
      },
    ]
  }

  /// What `mvi-leaky` must leak: nothing the probes can see. Its save
  /// outlives a pop, but the screen is opened again before it lands, so
  /// it completes for somebody; the scenario's frames show the mistake
  /// instead (the edit stored after the pop).
  static let mviLeaks = LeakDeclaration([])

  /// What `mvp-article` must leak: nothing the probes see. Its saves
  /// complete before anyone could be their consumer: the frames of the
  /// rotation and the pop mid-save show them.
  static let articleLeaks = LeakDeclaration([])

  /// What `mvvm-observation-leaky` must leak: the view and view model its
  /// registration keeps alive, in every scenario; where a change lands
  /// after a rotation, the destroyed view's render too.
  static let observationLeaks = LeakDeclaration([.objects], except: [
    "rotation mid-save keeps the request": [.objects, .rendersAfterDestroy],
  ])
}
