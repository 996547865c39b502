import ArchFlow
import ArchHost
import ArchMVVM

/// The Feed view model written with tasks instead of callbacks: the
/// intents go into an `AsyncStream`, one task reads them in order (so two
/// taps never race) and starts each load as a task of its own, which a
/// refresh cancels. Views read `states` with `for await`.
final class FeedAsyncViewModel: ViewModel {
  let core: ViewModelCore<FeedPaging, Never>

  /// What the reading task is asked to do.
  enum Command: Sendable {
    case loadMore, refresh
    case load(through: Int)
  }

  // MARK: State

  init(service: any FeedService, context: ViewModelContext) {
    core = ViewModelCore(FeedPaging(), host: context.host)
    let (commands, inbox) = AsyncStream.makeStream(of: Command.self)
    self.inbox = inbox
    let restored = FeedSavedState.restoredPages(in: context.saved)
    FeedSavedState.register(in: context.saved) { [state = core.state] in state.value.pages }
    inbox.yield(.load(through: FeedPaging.initialPages(restored: restored).upperBound))
    core.launch("feed.commands") { [core] in
      await Self.run(commands, core: core, service: service)
    }
  }

  // MARK: Inputs

  private let inbox: AsyncStream<Command>.Continuation

  func loadMore() { inbox.yield(.loadMore) }
  func refresh() { inbox.yield(.refresh) }

  // MARK: Effects

  /// Reads the commands until the view model is cleared. Each load runs
  /// in its own task, cancelled by the next load or refresh.
  private static func run(
    _ commands: AsyncStream<Command>, core: ViewModelCore<FeedPaging, Never>, service: any FeedService
  ) async {
    var inFlight: (any Cancellable)?
    for await command in commands {
      let pages: ClosedRange<Int>
      switch command {
      case .loadMore:
        // Nothing while a page is loading or after the last one.
        guard let next = core.value.nextPage else { continue }
        pages = next...next
      case .refresh:
        inFlight?.cancel()  // the page in flight belongs to the old list
        core.value = FeedPaging()
        pages = 1...1
      case .load(let last):
        pages = 1...last
      }
      inFlight?.cancel()
      core.update { $0.startLoading() }
      inFlight = core.launch("feed.pages") { await fetch(pages, core: core, service: service) }
    }
    inFlight?.cancel()
  }

  /// Loads `pages` one after the other (several only on restore).
  private static func fetch(
    _ pages: ClosedRange<Int>, core: ViewModelCore<FeedPaging, Never>, service: any FeedService
  ) async {
    do {
      for number in pages {
        let page = try await service.page(number)
        try Task.checkCancellation()
        core.update { $0.add(page, moreToCome: number < pages.upperBound) }
        if page.isLast { break }
      }
    } catch is CancellationError {
      // Cleared or refreshed: nobody wants this answer.
    } catch {
      core.update { $0.fail(error) }
    }
  }

  // MARK: Teardown

  /// Ends the inbox, then cancels the reading task and the load.
  func clear() {
    inbox.finish()
    core.clear()
  }
}
