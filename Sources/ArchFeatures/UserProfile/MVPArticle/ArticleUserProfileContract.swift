import ArchMVP

/// The article's view protocol, as its view controller adopts it.
protocol ArticleUserProfileContract: ViewContract {
  func beginWaiting()
  func endWaiting()
  func present(_ user: User)
  func presentFailure(_ text: String)
}

/// What the article's view asks of its presenter: the article's presenter
/// or the twin that cancels on detach.
protocol ArticleUserProfilePresenting: Presenter where View == any ArticleUserProfileContract {
  func requestProfile(of id: String)
}
