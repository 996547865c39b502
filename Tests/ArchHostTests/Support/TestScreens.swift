import ArchFlow
import ArchHost
import ArchTestSupport

/// The frames the test views show.
enum TestScreenFrame: Sendable, Equatable, CustomStringConvertible {
  case loading
  case loaded(String)
  case tick(Int)

  var description: String {
    switch self {
    case .loading: "loading"
    case .loaded(let name): "loaded(\(name))"
    case .tick(let count): "tick(\(count))"
    }
  }
}

/// A view that writes down every lifecycle state it sees, and stops
/// observing by itself at `destroyed`.
final class LoggingView: Sendable {
  let context: ScreenContext
  let seen = Box<[LifecycleState]>([])

  init(context: ScreenContext) {
    self.context = context
    context.lifecycle.observe(label: "LoggingView.lifecycle") { [seen] state in
      seen.withLock { $0.append(state) }
    }
  }
}

/// A retained object that remembers whether the store told it to clear.
final class ClearSpy: Clearable {
  let cleared = Box(0)
  func clear() { cleared.withLock { $0 += 1 } }
}

/// A plain retained object, not Clearable.
final class Plain: Sendable {}

/// A retained object whose clear() stores a ClearSpy under "ghost" in the
/// store being cleared: a value put back during a clear.
final class Resurrector: Clearable {
  let store: RetainedStore
  let made: Box<[ClearSpy]>

  init(store: RetainedStore, made: Box<[ClearSpy]>) {
    self.store = store
    self.made = made
  }

  func clear() {
    _ = store.value(for: "ghost") {
      let spy = ClearSpy()
      made.withLock { $0.append(spy) }
      return spy
    }
  }
}

/// A retained object whose clear() stores a new Phoenix under its own key:
/// put back every time it is cleared.
final class Phoenix: Clearable {
  let store: RetainedStore
  init(store: RetainedStore) { self.store = store }
  func clear() { _ = store.value(for: "phoenix") { Phoenix(store: store) } }
}

/// A fake user service on the host's clock that reports to the upstream
/// counter: `latency` of virtual time per request.
struct FakeNameService: Sendable {
  let host: AppHost
  var latency: Duration = .milliseconds(300)

  func loadName(id: String) async throws -> String {
    host.upstream.started()
    do {
      try await host.clock.sleep(for: latency)
    } catch {
      host.upstream.cancelled()
      throw error
    }
    host.upstream.completed()
    return "user-\(id)"
  }
}

/// The profile's retained model: loads once, ticks three times, and
/// cancels its tasks when cleared. Its state flow reports to the host's
/// ledger because it is made inside the view factory.
final class ProfileModel: Clearable {
  let state = MutableStateFlow(TestScreenFrame.loading)
  private let work = CancellableBag()

  init(host: AppHost, id: String) {
    let service = FakeNameService(host: host)
    host.launch("profile.load") { [state] in
      if let name = try? await service.loadName(id: id) { state.value = .loaded(name) }
    }.store(in: work)
    host.launch("profile.ticker") { [state] in
      for count in 1...3 {
        guard (try? await host.clock.sleep(for: .milliseconds(250))) != nil else { return }
        state.value = .tick(count)
      }
    }.store(in: work)
  }

  func clear() { work.cancel() }
}

/// A well-behaved view: takes its model from the retained store, renders
/// each state, and stops observing at `destroyed`.
final class ProfileView: Sendable {
  let context: ScreenContext
  let model: ProfileModel

  init(context: ScreenContext, id: String = "42") {
    self.context = context
    let model = context.retained.value(for: "model") { ProfileModel(host: context.host, id: id) }
    self.model = model
    context.saved.register("id") { id }
    let rendering = model.state.subscribe(label: "ProfileView.render") { [context] frame in
      context.render(frame)
    }
    context.lifecycle.observe(label: "ProfileView.lifecycle") { state in
      if state == .destroyed { rendering.cancel() }
    }
  }
}
