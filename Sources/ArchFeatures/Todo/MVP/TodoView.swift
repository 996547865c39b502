import ArchHost
import ArchMVP

/// The passive view: no logic at all. It renders what the presenter tells
/// it and forwards the taps; the presenter detaches it on destroy.
final class TodoView: TodoContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any TodoPresenting

  init(context: ScreenContext, presenter: any TodoPresenting) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self, until: context.lifecycle)
  }

  func showLoading(filter: TodoFilter) { context.render(TodoFrame.loading(filter)) }

  func show(titles: [String], filter: TodoFilter, active: Int, done: Int, status: TodoStatus) {
    context.render(TodoFrame(filter: filter, titles: titles, active: active, done: done, status: status))
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
