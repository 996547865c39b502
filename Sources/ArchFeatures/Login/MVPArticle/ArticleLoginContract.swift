import ArchMVP

/// What the article-shaped login view asks of its presenter: the article's
/// presenter or the twin that cancels on detach. The view is the MVP
/// variant's contract.
protocol ArticleLoginPresenting: Presenter where View == any LoginContract {
  func type(email: String)
  func type(password: String)
  func submit()
}
