import ArchFlow
import ArchHost
import ArchMVP

/// The article's list presenter with its advice taken: the load and the
/// save are kept and cancelled in `detach()`, and a newer save replaces
/// the one in flight, so nothing completes for a view that is gone.
final class CancellingArticleTodoPresenter: ArticleTodoPresenting {
  let attachment = ViewAttachment<any TodoContract>()
  private let repository: any TodoCallbackRepository
  private let state = Locked(TodoState(filter: .all))
  /// The load in flight, cancelled on detach.
  private let load = CancellableBag()
  /// The save in flight, cancelled on detach or by a newer save.
  private let save = CancellableBag()

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
    }.store(in: load)
  }

  func perform(_ intent: TodoIntent) {
    if case .filter(let filter) = intent { return show { $0.filter = filter } }
    guard let items = state.withLock({ $0.list.edit(intent) }) else { return }
    show { _ in }
    save.cancelAll()
    repository.store(items) { [weak self] result in
      self?.show { state in
        switch result {
        case .success: state.list.status = .ready
        case .failure(let error): state.list.status = .error("\(error)")
        }
      }
    }.store(in: save)
  }

  func onDetach() {
    load.cancelAll()
    save.cancelAll()
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
