import ArchHost

/// A paged list: the first page on show, the next on load more, the end of
/// the list after the last page, pull to refresh, errors beside the pages
/// already shown.
///
/// ```swift
/// FeatureSuite.standard.feature(named: "feed")?.readMe
/// ```
public enum Feed: Feature {
  /// Load more and pull to refresh.
  public typealias Intent = FeedIntent
  /// The item count and the footer.
  public typealias Frame = FeedFrame
  /// The one fake: 3 pages of 10 items, 300 ms each.
  public typealias Services = FakeFeedService

  /// `"feed"`.
  public static let name = "feed"
  /// `"Feed"`.
  public static let title = "Feed"
  /// What to compare.
  public static let readMe = """
    Paging: state that grows with each request. Compare where the pages \
    and the request in flight live: the MVC controller holds them itself \
    and starts again at page 1 after a rotation, while the presenters and \
    view models are retained and the page in flight reaches the new view. \
    Compare who refuses a second load more while one is in flight or after \
    the end, and how refresh cancels the old request: a bag in MVP and \
    mvvm-flow, one task reading an AsyncStream of intents in mvvm-async. \
    On process death the number of pages shown is saved and the restored \
    screen loads those pages again, one after the other (MVC saves nothing \
    and shows page 1). \
    mvi and mvvm-observation page the same way; mvi-leaky's page load \
    survives a refresh and lands in the new list. \
    mvp-article is the article's own code: its view makes the presenter, so \
    a rotation starts again at page 1 with the old page still loading, a \
    pop during load more leaves that page completing for nobody, and a \
    refresh does not stop the page in flight. mvp-article-cancelling cancels \
    in detach() and on refresh and reads clean; it still starts again at \
    page 1 after a rotation, where mvp keeps the pages.
    """

  /// A fake with 300 ms of latency per page.
  public static func makeServices(_ environment: ServiceEnvironment) -> FakeFeedService {
    FakeFeedService(environment)
  }

  /// The six standard variants.
  public static var variants: [Variant<Feed>] {
    [
      Variant(.mvc, summary: "one controller keeps the pages and loads them; nothing survives rotation",
              traits: .reloadsOnRotation, sources: ["MVC/*"]) { context, service in
        FeedController(context: context, service: service)
      },
      Variant(.mvp, summary: "Passive View presenter keeps the pages, weak view, retained across rotation",
              sources: ["MVP/*"]) { context, service in
        FeedView(context: context, presenter: context.presenters.presenter {
          FeedPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpSupervising,
              summary: "Supervising Controller: the view binds the list, the presenter drives the footer",
              sources: ["MVPSupervising/*"]) { context, service in
        SupervisingFeedView(context: context, presenter: context.presenters.presenter {
          SupervisingFeedPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpLeaky, summary: "the Rx-era mistake: a subscription never cancelled, the view captured",
              traits: .keepsSubscriptionsAlive, leaks: .asScenariosDeclare(),
              sources: ["MVPLeaky/*", "MVP/*Contract.swift", "MVP/*View.swift"]) { context, service in
        FeedView(context: context, presenter: context.presenters.presenter {
          LeakyFeedPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpArticle, summary: "the article's presenter as written: made by its view, nothing cancels",
              traits: .articlePresenter, leaks: articleLeaks,
              sources: ["MVPArticle/*", "MVPArticle/Model/*", "MVP/*Contract.swift"]) { context, service in
        ArticleFeedView(context: context, presenter: context.track(
          ArticleFeedPresenter(service: FeedCallbackAdapter(service: service, host: context.host)),
          as: "ArticleFeedPresenter"))
      },
      Variant(.mvpArticleCancelling, summary: "the article's advice taken: the request cancelled in detach()",
              traits: .reloadsOnRotation,
              sources: ["MVPArticleCancelling/*", "MVPArticle/*Contract.swift", "MVPArticle/*View.swift",
                        "MVPArticle/Model/*", "MVP/*Contract.swift"]) { context, service in
        ArticleFeedView(context: context, presenter: context.track(
          CancellingArticleFeedPresenter(service: FeedCallbackAdapter(service: service, host: context.host)),
          as: "CancellingArticleFeedPresenter"))
      },
      Variant(.mvvmFlow, summary: "view model on a state flow, bound with lifecycle-aware callbacks",
              sources: ["MVVMFlow/*"]) { context, service in
        FeedFlowView(context: context, service: service)
      },
      Variant(.mvvmAsync, summary: "its own view model: intents through an AsyncStream, a task per page, for await",
              sources: ["MVVMAsync/*"]) { context, service in
        FeedAsyncView(context: context, service: service)
      },
      Variant(.mvvmObservation, summary: "an Observable view model, read under observation tracking while started",
              sources: ["MVVMObservation/*"]) { context, service in
        FeedObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          FeedObservationViewModel(service: service, context: $0)
        })
      },
      Variant(.mvvmObservationLeaky, summary: "Observation's mistake: tracking re-armed by hand, without the lifecycle",
              traits: .rendersWhileStopped, leaks: observationLeaks,
              sources: ["MVVMObservationLeaky/*", "MVVMObservation/*ViewModel.swift"]) { context, service in
        LeakyFeedObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          FeedObservationViewModel(service: service, context: $0)
        })
      },
      Variant(.mvi, summary: "intents into a pure reducer; effects run in the store's scope",
              sources: ["MVI/*"]) { context, service in
        FeedMVIView(context: context, store: context.viewModelStore.viewModel(key: "FeedStore") {
          FeedEffects.store(service: service, context: $0)
        })
      },
      Variant(.mviLeaky, summary: "MVI's mistake: an effect launched outside the store's scope",
              traits: .leavesEffectsRunning, leaks: mviLeaks,
              sources: ["MVILeaky/*", "MVI/*Intent.swift", "MVI/*Reducer.swift",
                        "MVI/*View.swift"]) { context, service in
        FeedMVIView(context: context, store: context.viewModelStore.viewModel(key: "FeedStore") {
          LeakyFeedEffects.store(service: service, context: $0)
        })
      },
    ]
  }

  /// What `mvi-leaky` must leak: nothing while no request is in flight
  /// when the screen goes; the request that completes for nobody after a
  /// pop, the task only process death stops.
  static let mviLeaks = LeakDeclaration([], except: [
    "pop during load more cancels the request": [.wastedUpstream],
    "process death during load more saves only the pages shown": [.tasks],
  ])

  /// What `mvp-article` must leak: the page a pop leaves loading, for
  /// nobody, and the one only process death stops.
  static let articleLeaks = LeakDeclaration([], except: [
    "pop during load more cancels the request": [.wastedUpstream],
    "process death during load more saves only the pages shown": [.tasks],
  ])

  /// What `mvvm-observation-leaky` must leak: the view and view model its
  /// registration keeps alive, in every scenario; where a change lands
  /// after a rotation, the destroyed view's render too.
  static let observationLeaks = LeakDeclaration([.objects], except: [
    "rotation during load more keeps the request": [.objects, .rendersAfterDestroy],
  ])
}
