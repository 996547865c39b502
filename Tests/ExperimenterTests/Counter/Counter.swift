import ArchFeatures
import ArchHost

/// An experimenter's own screen, written outside ArchLab with public API
/// only: a count kept on a server, loaded on open, saved on each tap.
/// Registered with `suite.register(Counter.self)`, it runs through the
/// same runner, probes and benchmarks as the suite's six screens.
enum Counter: Feature {
  typealias Intent = CounterIntent
  typealias Frame = CounterFrame
  typealias Services = FakeCounterService

  static let name = "counter"
  static let title = "Counter"
  static let readMe = """
    An experimenter's screen. Compare the presenter's attach/detach with \
    the view model's observation: both keep the request in flight across a \
    rotation and cancel it on pop.
    """
  /// Where both variants keep the count in the saved-state bundle.
  static let savedKey = "counter.count"

  static func makeServices(_ environment: ServiceEnvironment) -> FakeCounterService {
    FakeCounterService(environment)
  }

  static var variants: [Variant<Counter>] {
    [
      Variant(.mvp, summary: "Passive View presenter, weak view, retained across rotation",
              sources: ["MVP/*"]) { context, service in
        CounterView(context: context, presenter: context.presenters.presenter {
          CounterPresenter(service: service, host: context.host, saved: context.saved)
        })
      },
      Variant(.mvvmFlow, summary: "view model on a state flow, collected while started",
              sources: ["MVVM/*"]) { context, service in
        CounterFlowView(context: context, service: service)
      },
    ]
  }
}
