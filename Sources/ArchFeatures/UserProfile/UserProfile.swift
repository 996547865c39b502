import ArchHost

/// The article's example: a profile loaded by id — loading, then the user
/// or an error with a retry button.
///
/// ```swift
/// FeatureSuite.standard.feature(named: "profile")?.readMe
/// ```
public enum UserProfile: Feature {
  /// The retry button.
  public typealias Intent = UserProfileIntent
  /// Loading, the user, or an error.
  public typealias Frame = UserProfileFrame
  /// The one fake: users by id, 300 ms each.
  public typealias Services = FakeUserService

  /// The id every variant loads.
  public static let userID = "42"
  /// The user the fake returns for ``userID``.
  public static let ada = FakeUserService.users[userID]!

  /// `"profile"`.
  public static let name = "profile"
  /// `"UserProfile"`.
  public static let title = "UserProfile"
  /// What to compare.
  public static let readMe = """
    The article's own example. Compare how much of each variant is the \
    presenter or view model, where the request lives during a rotation (the \
    MVC controller dies with its view and loads again; the presenter and the \
    view model are retained and keep it), and what the leaky presenter \
    leaves behind: a subscription that captured the view and was never \
    cancelled, so a rotation mid-flight renders into the destroyed view. \
    mvi keeps the request in its store's scope and mvvm-observation in its \
    view model's; mvi-leaky's fire-and-forget request completes for nobody \
    after a pop mid-flight. \
    mvp-article is the article's own code: its view makes the presenter, so \
    a rotation makes a new presenter and a second request (requests 2, \
    dup/rot 1) while the first runs on and lands stale, and a pop \
    mid-flight leaves it completing for nobody. mvp-article-cancelling takes \
    the article's advice, cancels in detach() and reads clean, but still \
    asks twice per rotation; only mvp, whose presenter is retained, asks once.
    """

  /// A fake with 300 ms of latency.
  public static func makeServices(_ environment: ServiceEnvironment) -> FakeUserService {
    FakeUserService(environment)
  }

  /// The shipped variants, plus the four steps of the migration ladder.
  public static var variants: [Variant<UserProfile>] {
    [
      Variant(.mvc, summary: "one controller loads and renders; nothing survives rotation",
              traits: .reloadsOnRotation, sources: ["MVC/*"]) { context, service in
        UserProfileController(context: context, service: service)
      },
      Variant(.mvp, summary: "Passive View presenter, weak view, retained across rotation",
              sources: ["MVP/*"]) { context, service in
        UserProfileView(context: context, presenter: context.presenters.presenter {
          UserProfilePresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpSupervising, summary: "Supervising Controller: the view binds the user itself",
              sources: ["MVPSupervising/*"]) { context, service in
        SupervisingUserProfileView(context: context, presenter: context.presenters.presenter {
          SupervisingUserProfilePresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpLeaky, summary: "the Rx-era mistake: a subscription never cancelled, the view captured",
              traits: .keepsSubscriptionsAlive, leaks: .asScenariosDeclare(),
              sources: ["MVPLeaky/*", "MVP/*Contract.swift", "MVP/*View.swift"]) { context, service in
        UserProfileView(context: context, presenter: context.presenters.presenter {
          LeakyUserProfilePresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpArticle, summary: "the article's presenter as written: made by its view, nothing cancels",
              traits: .articlePresenter, leaks: articleLeaks,
              sources: ["MVPArticle/*", "MVPArticle/Model/*"]) { context, service in
        ArticleUserProfileView(context: context, presenter: context.track(
          ArticleUserProfilePresenter(service: UserCallbackAdapter(service: service, host: context.host)),
          as: "ArticleUserProfilePresenter"))
      },
      Variant(.mvpArticleCancelling, summary: "the article's advice taken: the request cancelled in detach()",
              traits: .reloadsOnRotation,
              sources: ["MVPArticleCancelling/*", "MVPArticle/*Contract.swift", "MVPArticle/*View.swift",
                        "MVPArticle/Model/*"]) { context, service in
        ArticleUserProfileView(context: context, presenter: context.track(
          CancellingArticleUserProfilePresenter(service: UserCallbackAdapter(service: service, host: context.host)),
          as: "CancellingArticleUserProfilePresenter"))
      },
      Variant(.mvvmFlow, summary: "view model on a state flow, bound with lifecycle-aware callbacks",
              sources: ["MVVMFlow/*"]) { context, service in
        UserProfileFlowView(context: context, service: service)
      },
      Variant(.mvvmAsync, summary: "its own view model: loads through an AsyncStream, a task each, for await",
              sources: ["MVVMAsync/*"]) { context, service in
        UserProfileAsyncView(context: context, service: service)
      },
      Variant(.mvvmObservation, summary: "an Observable view model, read under observation tracking while started",
              sources: ["MVVMObservation/*"]) { context, service in
        UserProfileObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          UserProfileObservationViewModel(service: service, context: $0)
        })
      },
      Variant(.mvvmObservationLeaky, summary: "Observation's mistake: tracking re-armed by hand, without the lifecycle",
              traits: .rendersWhileStopped, leaks: observationLeaks,
              sources: ["MVVMObservationLeaky/*", "MVVMObservation/*ViewModel.swift"]) { context, service in
        LeakyUserProfileObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          UserProfileObservationViewModel(service: service, context: $0)
        })
      },
      Variant(.mvi, summary: "intents into a pure reducer; effects run in the store's scope",
              sources: ["MVI/*"]) { context, service in
        UserProfileMVIView(context: context, store: context.viewModelStore.viewModel(key: "UserProfileStore") {
          UserProfileEffects.store(service: service, context: $0)
        })
      },
      Variant(.mviLeaky, summary: "MVI's mistake: an effect launched outside the store's scope",
              traits: .leavesEffectsRunning, leaks: mviLeaks,
              sources: ["MVILeaky/*", "MVI/*Intent.swift", "MVI/*Reducer.swift",
                        "MVI/*View.swift"]) { context, service in
        UserProfileMVIView(context: context, store: context.viewModelStore.viewModel(key: "UserProfileStore") {
          LeakyUserProfileEffects.store(service: service, context: $0)
        })
      },
      Variant(.mviServiceLeaky, summary: "MVI's mistake on a service: an effect subscribes, the token dropped",
              leaks: serviceLeaks,
              sources: ["MVIServiceLeaky/*", "MVI/*Intent.swift", "MVI/*Reducer.swift",
                        "MVI/*View.swift"]) { context, service in
        UserProfileMVIView(context: context, store: context.viewModelStore.viewModel(key: "UserProfileStore") {
          ServiceLeakyUserProfileEffects.store(service: service, context: $0)
        })
      },
    ] + migrationLadder
  }

  /// What `mvi-service-leaky` must leak: a subscription into the service
  /// for each load, which the screen's teardown does not end. Process
  /// death ends it with the old process's service; a restore that shows
  /// the saved user loads nothing, so subscribes to nothing.
  static let serviceLeaks = LeakDeclaration([.subscriptions], except: [
    "process death restores the user without a request": []
  ])

  /// What `mvp-article` must leak: nothing where no request is in flight
  /// when its view goes; the request a pop leaves running, for nobody, and
  /// the one only process death stops.
  static let articleLeaks = LeakDeclaration([], except: [
    "pop mid-flight cancels the request": [.wastedUpstream],
    "process death mid-flight loads again on restore": [.tasks],
  ])

  /// What `mvi-leaky` must leak: nothing while no request is in flight
  /// when the screen goes; the request that completes for nobody after a
  /// pop, the task only process death stops.
  static let mviLeaks = LeakDeclaration([], except: [
    "pop mid-flight cancels the request": [.wastedUpstream],
    "process death mid-flight loads again on restore": [.tasks],
  ])

  /// The article's migration from MVP to MVVM, one variant per step, each
  /// running the same scenarios.
  public static var migrationLadder: [Variant<UserProfile>] {
    [
      Variant(.ladderStreams, summary: "step 1: the contract replaced by a state stream in the presenter",
              sources: ["Ladder1Streams/*"]) { context, service in
        StreamingUserProfileView(context: context, presenter: context.presenters.presenter {
          StreamingUserProfilePresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.ladderObserved, summary: "step 2: no attach/detach, the view observes the presenter",
              sources: ["Ladder2Observed/*"]) { context, service in
        ObservedUserProfileView(context: context, service: service)
      },
      Variant(.ladderViewModel, summary: "step 3: the presenter renamed to a view model in the store",
              sources: ["Ladder3ViewModel/*"]) { context, service in
        RenamedUserProfileView(context: context, service: service)
      },
      Variant(.ladderFactory, summary: "step 4: the view model built by a factory (dependency injection)",
              sources: ["Ladder4Factory/*", "Ladder3ViewModel/*ViewModel.swift"]) { context, service in
        FactoryUserProfileView(context: context, factory: FactoryUserProfileView.factory(service: service))
      },
    ]
  }

  /// What `mvvm-observation-leaky` must leak: the view and view model its
  /// registration keeps alive, in every scenario; where the request lands
  /// after a rotation, the destroyed view's render too.
  static let observationLeaks = LeakDeclaration([.objects], except: [
    "rotation mid-flight keeps the request": [.objects, .rendersAfterDestroy],
  ])
}
