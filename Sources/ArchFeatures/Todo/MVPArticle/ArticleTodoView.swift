import ArchHost
import ArchMVP

/// The article's view controller for the list: it owns its presenter (one
/// per view), attaches and loads in its did-load step, detaches on destroy.
final class ArticleTodoView: TodoContract, FeatureView {
  private let context: ScreenContext
  private let presenter: any ArticleTodoPresenting

  init(context: ScreenContext, presenter: any ArticleTodoPresenting) {
    self.context = context
    self.presenter = presenter
    presenter.attach(self)
    context.lifecycle.observe(label: "todo.article.destroy") { [presenter] state in
      if state == .destroyed { presenter.detach() }
    }
    presenter.loadItems()
  }

  func showLoading(filter: TodoFilter) { context.render(TodoFrame.loading(filter)) }

  func show(titles: [String], filter: TodoFilter, active: Int, done: Int, status: TodoStatus) {
    context.render(TodoFrame(filter: filter, titles: titles, active: active, done: done, status: status))
  }

  func perform(_ intent: TodoIntent) { presenter.perform(intent) }
}
