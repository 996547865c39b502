import ArchFlow
import ArchHost

/// The MVC baseline: one controller is the view, debounces, searches and
/// renders. Disciplined about its own work — the pending search is
/// cancelled by the next keystroke and when the view is destroyed — but
/// nothing outlives the view: a rotation or a restore starts empty.
final class SearchController: FeatureView {
  private let context: ScreenContext
  private let service: any SearchService

  // MARK: State

  /// The field's text, to ignore a keystroke that changes nothing.
  private let query = Locked("")
  /// The debounce and request of the current query, at most one.
  private let search = CancellableBag()

  init(context: ScreenContext, service: any SearchService) {
    self.context = context
    self.service = service
    context.lifecycle.observe(label: "search.controller.destroy") { [search] state in
      if state == .destroyed { search.cancel() }
    }
    context.render(SearchFrame.empty)
  }

  // MARK: Inputs

  func perform(_ intent: SearchIntent) {
    switch intent {
    case .type(let text): type(text)
    }
  }

  // MARK: Effects

  private func type(_ text: String) {
    let changed = query.withLock { query in
      defer { query = text }
      return query != text
    }
    guard changed else { return }
    search.cancelAll()  // the new query replaces the pending one
    context.render(SearchFrame(text))
    guard !text.isEmpty else { return }
    context.host.launch("search.query") { [context, service] in
      do {
        try await context.host.clock.sleep(for: Search.debounce)
        context.render(SearchFrame(text, .searching))
        let names = try await service.search(text)
        try Task.checkCancellation()
        context.render(SearchFrame(text, .results(names)))
      } catch is CancellationError {
        // A newer keystroke or the destroyed view: nobody wants the answer.
      } catch {
        context.render(SearchFrame(text, .error("\(error)")))
      }
    }.store(in: search)
  }

  // MARK: Teardown

  // Nothing to add: the destroy observer in `init` cancels `search`.
}
