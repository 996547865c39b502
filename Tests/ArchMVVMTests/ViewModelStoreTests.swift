import ArchFlow
import ArchHost
import ArchMVVM
import ArchTestSupport
import Testing

/// A view that takes a counter view model from its screen's store.
final class CounterView: Sendable {
  let viewModel: CounterViewModel

  init(context: ScreenContext, factory: ViewModelFactory) {
    viewModel = context.viewModel(CounterViewModel.self, factory: factory)
  }
}

@Suite struct ViewModelStoreTests {
  /// A factory that counts how often it builds.
  func countingFactory(_ made: Box<Int>) -> ViewModelFactory {
    ViewModelFactory().registering(CounterViewModel.self) { context in
      made.withLock { $0 += 1 }
      return CounterViewModel(host: context.host)
    }
  }

  @Test func theFactoryBuildsRegisteredTypesFromTheirDependencies() {
    let host = AppHost()
    let factory = ViewModelFactory().registering(CounterViewModel.self) { CounterViewModel(host: $0.host) }

    let model = factory.make(CounterViewModel.self, in: ViewModelContext(host: host, key: "counter"))

    #expect(factory.registeredTypes == ["CounterViewModel"])
    #expect(factory.canMake(CounterViewModel.self))
    #expect(model.core.host === host)
  }

  @Test func theStoreBuildsAViewModelOncePerKey() {
    let host = AppHost()
    let made = Box(0)
    let store = ViewModelStore(host: host, name: "counter")

    let first = store.viewModel(CounterViewModel.self, factory: countingFactory(made))
    let again = store.viewModel(CounterViewModel.self, factory: countingFactory(made))
    let other = store.viewModel(CounterViewModel.self, key: "second", factory: countingFactory(made))

    #expect(first === again)
    #expect(first !== other)
    #expect(made.value == 2)
    #expect(store.keys == ["CounterViewModel", "second"])
    #expect(host.tracker.alive == ["counter CounterViewModel", "counter second"])
  }

  @Test func aScreenKeepsItsViewModelAcrossRotationAndClearsAndReleasesItOnPop() {
    // NB: make a new ViewModelStore per view instead of using of(context) and `made` is 2.
    let host = AppHost()
    let made = Box(0)
    let factory = countingFactory(made)
    let screen = Screen(host: host, name: "counter") { CounterView(context: $0, factory: factory) }
    screen.show()
    let first = screen.view?.viewModel
    first?.core.launch("work") { try? await host.clock.sleep(for: .seconds(60)) }

    screen.rotate()

    #expect(screen.view?.viewModel === first)
    #expect(made.value == 1)
    #expect(first?.core.scope.isCancelled == false)
    #expect(screen.retained.keys == [ViewModelStore.retainedKey])

    screen.pop()

    #expect(first?.core.scope.isCancelled == true)
    #expect(host.tasks.count == 0)
    #expect(host.tracker.leaked == ["counter CounterViewModel"])  // `first` still holds it, on purpose
    _ = first
  }

  @Test func aViewModelReleasedAfterPopLeavesTheTrackerEmpty() {
    let host = AppHost()
    let factory = countingFactory(Box(0))
    let screen = Screen(host: host, name: "counter") { CounterView(context: $0, factory: factory) }
    screen.show()
    #expect(host.tracker.alive == ["counter CounterViewModel", "counter view #1"])  // made inside the view factory

    screen.pop()

    #expect(host.tracker.alive == [])
    #expect(host.probeReport().isClean, "\(host.probeReport())")
  }

  @Test func processDeathClearsTheViewModelsAndRestoreBuildsNewOnes() {
    let host = AppHost()
    let made = Box(0)
    let factory = countingFactory(made)
    let screen = Screen(host: host, name: "counter") { CounterView(context: $0, factory: factory) }
    screen.show()
    weak let before = screen.view?.viewModel

    let saved = screen.processDeath()
    #expect(before == nil)  // cleared and released, not kept for the restore
    #expect(host.tracker.alive == [])

    screen.restore(saved)
    #expect(made.value == 2)
    #expect(screen.view?.viewModel.core.scope.isCancelled == false)
  }
}
