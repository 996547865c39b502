import ArchHost
import ArchMVP

/// The article's presenter, written for the list as the article writes
/// its profile: a weak view, a callback repository, completions capturing
/// `[weak self]`, and nothing that cancels a request. A save in flight
/// when the view goes still stores the list, for nobody.
final class ArticleTodoPresenter: ArticleTodoPresenting {
  let attachment = ViewAttachment<any TodoContract>()
  private let repository: any TodoCallbackRepository
  private let state = Locked(TodoState(filter: .all))

  init(repository: any TodoCallbackRepository) {
    self.repository = repository
  }

  func loadItems() {
    show { _ in }
    repository.fetchItems { [weak self] result in
      self?.show { state in
        switch result {
        case .success(let items): state.list.items = items; state.list.status = .ready
        case .failure(let error): state.list.status = .error("\(error)")
        }
      }
    }
  }

  func perform(_ intent: TodoIntent) {
    if case .filter(let filter) = intent { return show { $0.filter = filter } }
    guard let items = state.withLock({ $0.list.edit(intent) }) else { return }
    show { _ in }
    repository.store(items) { [weak self] result in
      self?.show { state in
        switch result {
        case .success: state.list.status = .ready
        case .failure(let error): state.list.status = .error("\(error)")
        }
      }
    }
  }

  /// Passive View: the presenter filters, formats and counts for the view.
  private func show(after change: (inout TodoState) -> Void) {
    let state = state.withLock {
      change(&$0)
      return $0
    }
    guard let view else { return }
    guard state.list.status != .loading else { return view.showLoading(filter: state.filter) }
    let frame = state.frame
    view.show(titles: frame.titles, filter: frame.filter, active: frame.active, done: frame.done, status: frame.status)
  }
}
