import ArchHost

/// A debounced typeahead: the user types, the screen waits for a 300 ms
/// pause, searches, and shows the names found — or the error. Each new
/// keystroke cancels the request in flight, so stale results never show.
///
/// ```swift
/// FeatureSuite.standard.feature(named: "search")?.readMe
/// ```
public enum Search: Feature {
  /// A keystroke: the field's whole text.
  public typealias Intent = SearchIntent
  /// The query with idle, searching, results or error.
  public typealias Frame = SearchFrame
  /// The one fake: a fixed list of names, 500 ms per request.
  public typealias Services = FakeSearchService

  /// How long the user must pause before the screen searches.
  public static let debounce: Duration = .milliseconds(300)

  /// `"search"`.
  public static let name = "search"
  /// `"Search"`.
  public static let title = "Search"
  /// What to compare.
  public static let readMe = """
    Time-based logic in each style. Compare where the debounce and the \
    cancellation of the stale request live: a task per keystroke cancelled \
    by the next one (MVC, the presenters, the async view model) against \
    `debounce` and `flatMapLatest` on the query flow (the flow view model). \
    Rotate mid-search: the presenter and view models keep the timer and the \
    request, the MVC controller loses the query; the leaky presenter's old \
    view still renders the results after it was destroyed. After process \
    death the saved query is searched again. \
    mvi turns keystrokes, the pause and the answers into intents for one \
    reducer; mvvm-observation runs one task per query; mvi-leaky's request \
    outlives the query that asked for it.
    """

  /// A fake with 500 ms of latency.
  public static func makeServices(_ environment: ServiceEnvironment) -> FakeSearchService {
    FakeSearchService(environment)
  }

  /// The six standard variants.
  public static var variants: [Variant<Search>] {
    [
      Variant(.mvc, summary: "one controller debounces, searches and renders; the query dies with it",
              traits: .reloadsOnRotation, sources: ["MVC/*"]) { context, service in
        SearchController(context: context, service: service)
      },
      Variant(.mvp, summary: "Passive View presenter debouncing with a task per query in its lifetime bag",
              sources: ["MVP/*"]) { context, service in
        SearchView(context: context, presenter: context.presenters.presenter {
          SearchPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpSupervising, summary: "Supervising Controller: the view binds the results itself",
              sources: ["MVPSupervising/*"]) { context, service in
        SupervisingSearchView(context: context, presenter: context.presenters.presenter {
          SupervisingSearchPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpLeaky, summary: "the Rx-era mistake: a subscription never cancelled, the view captured",
              traits: .keepsSubscriptionsAlive, leaks: .asScenariosDeclare(),
              sources: ["MVPLeaky/*", "MVP/*Contract.swift", "MVP/*View.swift"]) { context, service in
        SearchView(context: context, presenter: context.presenters.presenter {
          LeakySearchPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvvmFlow, summary: "query state flow through debounce and flatMapLatest into the state",
              sources: ["MVVMFlow/*"]) { context, service in
        SearchFlowView(context: context, service: service)
      },
      Variant(.mvvmAsync, summary: "a task per query in the view model, states consumed by for await",
              sources: ["MVVMAsync/*"]) { context, service in
        SearchAsyncView(context: context, service: service)
      },
      Variant(.mvvmObservation, summary: "an Observable view model, read under observation tracking while started",
              sources: ["MVVMObservation/*"]) { context, service in
        SearchObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          SearchObservationViewModel(service: service, context: $0)
        })
      },
      Variant(.mvvmObservationLeaky, summary: "Observation's mistake: tracking re-armed by hand, without the lifecycle",
              traits: .rendersWhileStopped, leaks: observationLeaks,
              sources: ["MVVMObservationLeaky/*", "MVVMObservation/*ViewModel.swift"]) { context, service in
        LeakySearchObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          SearchObservationViewModel(service: service, context: $0)
        })
      },
      Variant(.mvi, summary: "intents into a pure reducer; effects run in the store's scope",
              sources: ["MVI/*"]) { context, service in
        SearchMVIView(context: context, store: context.viewModelStore.viewModel(key: "SearchStore") {
          SearchEffects.store(service: service, context: $0)
        })
      },
      Variant(.mviLeaky, summary: "MVI's mistake: an effect launched outside the store's scope",
              traits: .leavesEffectsRunning, leaks: mviLeaks,
              sources: ["MVILeaky/*", "MVI/*Intent.swift", "MVI/*Reducer.swift",
                        "MVI/*View.swift"]) { context, service in
        SearchMVIView(context: context, store: context.viewModelStore.viewModel(key: "SearchStore") {
          LeakySearchEffects.store(service: service, context: $0)
        })
      },
    ]
  }

  /// What `mvi-leaky` must leak: nothing while no request is in flight
  /// when the screen goes; the request that completes for nobody after a
  /// pop, the task only process death stops.
  static let mviLeaks = LeakDeclaration([], except: [
    "pop mid-flight cancels the request": [.wastedUpstream],
    "process death mid-flight restores the query and searches again": [.tasks],
  ])

  /// What `mvvm-observation-leaky` must leak: the view and view model its
  /// registration keeps alive, in every scenario; where a change lands
  /// after a rotation, the destroyed view's render too.
  static let observationLeaks = LeakDeclaration([.objects], except: [
    "rotation keeps the pause and the request": [.objects, .rendersAfterDestroy],
  ])
}
