import ArchHost
import ArchMVP

/// The passive view: no logic at all. It renders what the presenter tells
/// it and forwards each keystroke; the presenter detaches it on destroy.
final class SearchView: SearchContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any SearchPresenting

  init(context: ScreenContext, presenter: any SearchPresenting) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
  }

  func showIdle(query: String) { context.render(SearchFrame(query)) }
  func showSearching(query: String) { context.render(SearchFrame(query, .searching)) }
  func show(results: [String], for query: String) { context.render(SearchFrame(query, .results(results))) }
  func showError(_ message: String, for query: String) { context.render(SearchFrame(query, .error(message))) }

  func perform(_ intent: SearchIntent) {
    switch intent {
    case .type(let text): presenter.typed(text)
    }
  }
}
