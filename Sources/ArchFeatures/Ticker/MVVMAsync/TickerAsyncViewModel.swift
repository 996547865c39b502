import ArchFlow
import ArchHost
import ArchMVVM

/// The Ticker view model written with tasks instead of flow operators:
/// one task follows how many views consume `states`; while at least one
/// does, an upstream task loops over the price stream and publishes
/// frames; when the last one leaves, a timer task waits five seconds before
/// cancelling it — `whileSubscribed(stopTimeout:)` written by hand.
/// Retained across rotation, so the stream survives it.
final class TickerAsyncViewModel: ViewModel {
  let core: ViewModelCore<TickerFrame, Never>
  private let service: any PriceService

  // MARK: State

  /// The symbol, and the tasks that share the stream, when running.
  private struct Sharing {
    var symbol: String
    var upstream: (any Cancellable)?
    var stopTimer: (any Cancellable)?
  }

  private let sharing: Locked<Sharing>

  init(service: any PriceService, context: ViewModelContext) {
    self.service = service
    let symbol = TickerSavedState.restoredSymbol(in: context.saved)
    core = ViewModelCore(.connecting(symbol), host: context.host)
    sharing = Locked(Sharing(symbol: symbol))
    TickerSavedState.register(in: context.saved) { [sharing] in sharing.withLock { $0.symbol } }
    core.launch("ticker.consumers") { [weak self, counts = core.state.subscriptionCount] in
      for await count in counts.values(label: "ticker.consumers") {
        self?.consumersChanged(to: count)
      }
    }
  }

  // MARK: Inputs

  func select(_ symbol: String) {
    let restart = sharing.withLock { sharing -> Bool in
      guard sharing.symbol != symbol else { return false }
      sharing.symbol = symbol
      return sharing.upstream != nil
    }
    if restart { startUpstream() }  // paused: the next consumer starts the new symbol
  }

  func refresh() {
    if sharing.withLock({ $0.upstream != nil }) { startUpstream() }
  }

  // MARK: Effects

  /// Starts the upstream with the first consumer; stops it five seconds
  /// after the last one left, unless one came back.
  private func consumersChanged(to count: Int) {
    let (timer, running) = sharing.withLock { sharing in
      defer { sharing.stopTimer = nil }
      return (sharing.stopTimer, sharing.upstream != nil)
    }
    timer?.cancel()
    if count > 0 {
      if !running { startUpstream() }
    } else if running {
      let stop = core.launch("ticker.stop-timer") { [weak self, clock = core.host.clock] in
        do {
          try await clock.sleep(for: .seconds(5))
          try Task.checkCancellation()
        } catch {
          return  // a consumer came back, or the view model was cleared
        }
        self?.stopUpstream()
      }
      sharing.withLock { $0.stopTimer = stop }
    }
  }

  /// Replaces the upstream task with one streaming the current symbol.
  private func startUpstream() {
    let symbol = sharing.withLock { $0.symbol }
    let upstream = core.launch("ticker.upstream") { [core, service] in
      for await update in service.prices(symbol: symbol).values(label: "ticker.prices") {
        guard !Task.isCancelled else { break }  // replaced or stopped: a late tick is not shown
        core.value = TickerFrame(symbol: symbol, update: update)
      }
    }
    let previous = sharing.withLock { sharing in
      defer { sharing.upstream = upstream }
      return sharing.upstream
    }
    previous?.cancel()
  }

  private func stopUpstream() {
    let upstream = sharing.withLock { sharing in
      defer { sharing.upstream = nil }
      return sharing.upstream
    }
    upstream?.cancel()
  }

  // MARK: Teardown

  // Nothing to add: the store's `clear()` cancels the core's scope, which
  // owns every task above; cancelling the upstream task ends its stream.
}
