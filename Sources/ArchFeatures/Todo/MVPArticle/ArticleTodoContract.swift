import ArchMVP

/// What the article-shaped list view asks of its presenter: the article's
/// presenter or the twin that cancels on detach. The view is the MVP
/// variant's contract.
protocol ArticleTodoPresenting: Presenter where View == any TodoContract {
  func loadItems()
  func perform(_ intent: TodoIntent)
}
