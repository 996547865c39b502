import ArchFeatures
import ArchFlow
import ArchHost
import ArchMVP

/// A tiny feature for testing the runner itself: a counter whose value a
/// retained presenter keeps across rotation, and whose `save` intent makes
/// one request.
enum Counter: Feature {
  typealias Intent = CounterIntent
  typealias Frame = Int
  typealias Services = CounterService

  static let name = "counter"
  static let title = "Counter"
  static let readMe = "A counter, for the runner's own tests."

  static func makeServices(_ environment: ServiceEnvironment) -> CounterService {
    CounterService(host: environment.host)
  }

  static var scenarios: [Scenario<Counter>] { [] }

  static var variants: [Variant<Counter>] {
    [
      Variant("retained", summary: "keeps the count in a retained presenter") { context, _ in
        CounterView(context: context, leaky: false)
      },
      Variant("leaky", summary: "subscribes and never cancels", traits: .leaksOnPurpose) { context, _ in
        CounterView(context: context, leaky: true)
      },
      Variant("forgetful", summary: "keeps nothing across rotation", traits: .reloadsOnRotation) { context, _ in
        ForgetfulCounterView(context: context)
      },
    ]
  }
}

enum CounterIntent: Sendable, CustomStringConvertible {
  case increment
  var description: String { "increment" }
}

/// Counts requests, and has a long-lived flow a screen may subscribe to;
/// counts the times a scale run asked it to start over.
final class CounterService: ScriptedService {
  let host: AppHost
  /// A flow that lives as long as the service, as a cache's would.
  let updates: MutableStateFlow<Int>
  private let requests = Locked(0)
  private let resets = Locked(0)
  init(host: AppHost) {
    self.host = host
    updates = MutableStateFlow(0, ledger: host.ledger)
  }
  func failNextRequests(_ count: Int) {}
  var requestCount: Int { requests.withLock { $0 } }
  func resetForNextOpening() { resets.withLock { $0 += 1 } }
  /// How often ``resetForNextOpening()`` was called.
  var resetCount: Int { resets.withLock { $0 } }
}

/// Holds the count for the screen, across rotation.
final class CounterModel: Clearable, Sendable {
  let count: MutableStateFlow<Int>
  init(host: AppHost) { count = MutableStateFlow(0, ledger: host.ledger) }
  func clear() {}
}

final class CounterView: FeatureView {
  private let model: CounterModel
  private let bag = CancellableBag()

  init(context: ScreenContext, leaky: Bool) {
    model = context.presenters.presenter { CounterModel(host: context.host) }
    if leaky {
      // The mistake: the view is captured and the token never cancelled.
      _ = model.count.subscribe(label: "counter.render") { [self] in show($0, in: context) }
      return
    }
    model.count.subscribe(label: "counter.render") { [context] in context.render($0) }.store(in: bag)
    context.lifecycle.observe(label: "counter.destroy") { [bag] in if $0 == .destroyed { bag.cancel() } }
  }

  func perform(_ intent: CounterIntent) { model.count.update { $0 += 1 } }

  private func show(_ count: Int, in context: ScreenContext) { context.render(count) }
}

final class ForgetfulCounterView: FeatureView {
  private let context: ScreenContext
  private let count = Locked(0)

  init(context: ScreenContext) {
    self.context = context
    context.render(0)
  }

  func perform(_ intent: CounterIntent) {
    context.render(count.withLock { $0 += 1; return $0 })
  }
}
