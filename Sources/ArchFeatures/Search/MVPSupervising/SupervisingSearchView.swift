import ArchHost
import ArchMVP

/// The Supervising Controller's view: shows the pause, the search and
/// errors when told, and binds the results itself from the presenter's
/// model. The binding goes into the presenter's `attachmentBag`, so the
/// detach at destroy ends it with the presenter's own subscriptions.
final class SupervisingSearchView: SupervisingSearchContract, FeatureView {
  private let context: ScreenContext
  private let presenter: SupervisingSearchPresenter

  init(context: ScreenContext, presenter: SupervisingSearchPresenter) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
    presenter.results.subscribe(label: "search.view.results") { [weak self] found in
      if let found { self?.context.render(SearchFrame(found.query, .results(found.names))) }
    }.store(in: presenter.attachmentBag)
  }

  func showIdle(query: String) { context.render(SearchFrame(query)) }
  func showSearching(query: String) { context.render(SearchFrame(query, .searching)) }
  func showError(_ message: String, for query: String) { context.render(SearchFrame(query, .error(message))) }

  func perform(_ intent: SearchIntent) {
    switch intent {
    case .type(let text): presenter.typed(text)
    }
  }
}
