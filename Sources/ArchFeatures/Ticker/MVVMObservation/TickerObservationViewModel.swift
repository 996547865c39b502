import ArchFlow
import ArchHost
import ArchMVVM
import Observation

/// The Ticker view model as an `Observable` class: views read `frame`
/// inside observation tracking, as SwiftUI does. An observable object
/// cannot tell who watches it, so the view says when it starts and stops;
/// the stream runs while one does and five seconds longer, as `stateIn`'s
/// `whileSubscribed(stopTimeout:)` does in `mvvm-flow`.
final class TickerObservationViewModel: Observable, Clearable {
  // MARK: State

  // What `@Observable` writes for `var frame`, with the storage behind a
  // lock so the class is safe to share (the macro's is not).
  private let registrar = ObservationRegistrar()
  private let storedFrame: Locked<TickerFrame>

  /// What the view shows.
  private(set) var frame: TickerFrame {
    get {
      registrar.access(self, keyPath: \.frame)
      return storedFrame.withLock { $0 }
    }
    set { registrar.withMutation(of: self, keyPath: \.frame) { storedFrame.withLock { $0 = newValue } } }
  }

  /// What the user asked for, and whether a view watches and the stream is on.
  private struct Watch {
    var selection: TickerSelection
    var watched = false
    var streaming = false
  }

  private let watch: Locked<Watch>
  private let service: any PriceService
  private let scope: ViewModelScope
  private let clock: TestClock

  init(service: any PriceService, context: ViewModelContext) {
    self.service = service
    scope = ViewModelScope(host: context.host)
    clock = context.host.clock
    let symbol = TickerSavedState.restoredSymbol(in: context.saved)
    storedFrame = Locked(.connecting(symbol))
    watch = Locked(Watch(selection: TickerSelection(symbol: symbol)))
    TickerSavedState.register(in: context.saved) { [watch] in watch.withLock { $0.selection.symbol } }
  }

  // MARK: Inputs

  func select(_ symbol: String) {
    let restart = watch.withLock { watch -> Bool in
      guard symbol != watch.selection.symbol else { return false }
      watch.selection.select(symbol)
      return watch.streaming
    }
    if restart { stream(symbol) }
  }

  func refresh() {
    let symbol = watch.withLock { watch -> String? in
      watch.selection.refresh()
      return watch.streaming ? watch.selection.symbol : nil
    }
    if let symbol { stream(symbol) }
  }

  func viewStarted() {
    stopTimer.cancelAll()
    let symbol = watch.withLock { watch -> String? in
      watch.watched = true
      guard !watch.streaming else { return nil }
      watch.streaming = true
      return watch.selection.symbol
    }
    if let symbol { stream(symbol) }
  }

  func viewStopped() {
    watch.withLock { $0.watched = false }
    stopTimer.cancelAll()
    scope.launch("ticker.stopTimer") { [weak self, clock] in
      guard (try? await clock.sleep(for: .seconds(5))) != nil else { return }
      self?.stopIfUnwatched()
    }.store(in: stopTimer)
  }

  // MARK: Effects

  private let streamTask = CancellableBag()
  private let stopTimer = CancellableBag()

  private func stream(_ symbol: String) {
    streamTask.cancelAll()  // a new symbol or a refresh replaces the stream
    scope.launch("ticker.stream") { [weak self, service] in
      for await update in service.prices(symbol: symbol).values(label: "ticker.observation.prices") {
        guard !Task.isCancelled else { break }
        self?.frame = TickerFrame(symbol: symbol, update: update)
      }
    }.store(in: streamTask)
  }

  private func stopIfUnwatched() {
    let stop = watch.withLock { watch -> Bool in
      guard !watch.watched, watch.streaming else { return false }
      watch.streaming = false
      return true
    }
    if stop { streamTask.cancelAll() }
  }

  // MARK: Teardown

  func clear() { scope.cancel() }
}
