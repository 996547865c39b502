import ArchHost
import ArchMVP

/// The Supervising Controller's view: binds the list itself from the
/// presenter's model and shows the status when told; it renders the two
/// together. The binding goes into the presenter's `attachmentBag`, so the
/// detach at destroy ends it with the presenter's own subscription.
///
/// Two channels mean two renders for one change (status, then list): the
/// cost of this pattern, visible in the render log.
final class SupervisingTodoView: SupervisingTodoContract, FeatureView {
  private let context: ScreenContext
  private let presenter: SupervisingTodoPresenter
  /// What each channel last said; the list is `nil` until bound.
  private let shown = Locked<(list: TodoListModel?, status: TodoStatus)>((nil, .loading))

  init(context: ScreenContext, presenter: SupervisingTodoPresenter) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
    presenter.list.subscribe(label: "todo.view.list") { [weak self] list in
      self?.shown.withLock { $0.list = list }
      self?.render()
    }.store(in: presenter.attachmentBag)
  }

  func show(status: TodoStatus) {
    shown.withLock { $0.status = status }
    render()
  }

  private func render() {
    let (list, status) = shown.snapshot
    guard let list else { return }
    guard status != .loading else { return context.render(TodoFrame.loading(list.filter)) }
    let titles = list.visible.map { $0.done ? "✓\($0.title)" : $0.title }
    context.render(TodoFrame(filter: list.filter, titles: titles, active: list.active, done: list.done, status: status))
  }

  func perform(_ intent: TodoIntent) {
    switch intent {
    case .add(let title): presenter.add(title)
    case .toggle(let title): presenter.toggle(title)
    case .filter(let filter): presenter.select(filter)
    case .clearCompleted: presenter.clearCompleted()
    }
  }
}
