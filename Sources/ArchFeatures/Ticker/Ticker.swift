import ArchHost

/// A long-lived price stream shown while the screen is started: paused in
/// the background, kept across a rotation, cancelled on pop — the leak
/// magnet.
///
/// ```swift
/// FeatureSuite.standard.feature(named: "ticker")?.readMe
/// ```
public enum Ticker: Feature {
  /// Select a symbol, refresh.
  public typealias Intent = TickerIntent
  /// The symbol, its last price and the stream's status.
  public typealias Frame = TickerFrame
  /// The one fake: a stream per subscription, one tick per second.
  public typealias Services = FakePriceService

  /// The symbol every variant opens with.
  public static let openingSymbol = "ACME"

  /// `"ticker"`.
  public static let name = "ticker"
  /// `"Ticker"`.
  public static let title = "Ticker"
  /// What to compare.
  public static let readMe = """
    A stream that must run only while someone watches. Every variant shares \
    it with `stateIn(…, started: .whileSubscribed(stopTimeout: 5 s))` (the \
    async view model writes the same rule with tasks), and views subscribe \
    only while started: the MVP views attach in onStart and detach in \
    onStop, so a rotation or a short trip to the background keeps the \
    upstream and a long one pauses it. Compare where the sharing lives: \
    the MVC controller dies with its view and subscribes again on rotation; \
    the presenters and view models keep it. The leaky presenter captures \
    the view in a subscription it never cancels and never cancels its \
    scope: the stream never pauses and, after pop, ticks into a destroyed \
    view. \
    mvi and mvvm-observation cannot see who watches them, so their views say \
    when they start and stop; mvi-leaky's stream never stops.
    """

  /// A fake ticking once per virtual second; its market is the run's, so
  /// a new process's fake quotes the same prices.
  public static func makeServices(_ environment: ServiceEnvironment) -> FakePriceService {
    FakePriceService(environment)
  }

  /// The six standard variants.
  public static var variants: [Variant<Ticker>] {
    [
      Variant(.mvc, summary: "one controller shares and renders the stream; it subscribes again on rotation",
              traits: .reloadsOnRotation, sources: ["MVC/*"]) { context, service in
        TickerController(context: context, service: service)
      },
      Variant(.mvp, summary: "Passive View presenter sharing the stream; the view attaches while started",
              sources: ["MVP/*"]) { context, service in
        TickerView(context: context, presenter: context.presenters.presenter {
          TickerPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpSupervising, summary: "Supervising Controller: the view binds live prices itself",
              sources: ["MVPSupervising/*"]) { context, service in
        SupervisingTickerView(context: context, presenter: context.presenters.presenter {
          SupervisingTickerPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvpLeaky, summary: "the Rx-era mistake: the view captured by a subscription never cancelled",
              traits: .keepsSubscriptionsAlive, leaks: .asScenariosDeclare(),
              sources: ["MVPLeaky/*", "MVP/*Contract.swift", "MVP/*View.swift"]) { context, service in
        TickerView(context: context, presenter: context.presenters.presenter {
          LeakyTickerPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvvmFlow, summary: "view model sharing the stream with stateIn, collected while started",
              sources: ["MVVMFlow/*"]) { context, service in
        TickerFlowView(context: context, service: service)
      },
      Variant(.mvvmAsync, summary: "view model sharing the stream with tasks; for await while started",
              sources: ["MVVMAsync/*"]) { context, service in
        TickerAsyncView(context: context, service: service)
      },
      Variant(.mvvmObservation, summary: "an Observable view model, read under observation tracking while started",
              sources: ["MVVMObservation/*"]) { context, service in
        TickerObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          TickerObservationViewModel(service: service, context: $0)
        })
      },
      Variant(.mvvmObservationLeaky, summary: "Observation's mistake: tracking re-armed by hand, without the lifecycle",
              traits: .rendersWhileStopped, leaks: observationLeaks,
              sources: ["MVVMObservationLeaky/*", "MVVMObservation/*ViewModel.swift"]) { context, service in
        LeakyTickerObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          TickerObservationViewModel(service: service, context: $0)
        })
      },
      Variant(.mvi, summary: "intents into a pure reducer; effects run in the store's scope",
              sources: ["MVI/*"]) { context, service in
        TickerMVIView(context: context, store: context.viewModelStore.viewModel(key: "TickerStore") {
          TickerEffects.store(service: service, context: $0)
        })
      },
      Variant(.mviLeaky, summary: "MVI's mistake: an effect launched outside the store's scope",
              traits: .leavesEffectsRunning, leaks: mviLeaks,
              sources: ["MVILeaky/*", "MVI/*Intent.swift", "MVI/*Reducer.swift",
                        "MVI/*View.swift"]) { context, service in
        TickerMVIView(context: context, store: context.viewModelStore.viewModel(key: "TickerStore") {
          LeakyTickerEffects.store(service: service, context: $0)
        })
      },
    ]
  }

  /// What `mvi-leaky` must leak: in every scenario the stream nobody
  /// cancels — its task, its subscription, the request still in flight and
  /// the store it holds.
  static let mviLeaks = LeakDeclaration([.objects, .subscriptions, .tasks, .wastedUpstream])

  /// What `mvvm-observation-leaky` must leak: the view and view model its
  /// registration keeps alive, in every scenario; where a change lands
  /// after a rotation, the destroyed view's render too.
  static let observationLeaks = LeakDeclaration([.objects], except: [
    "rotation keeps the upstream subscription": [.objects, .rendersAfterDestroy],
    "rotation while connecting keeps the failing stream": [.objects, .rendersAfterDestroy],
  ])
}
