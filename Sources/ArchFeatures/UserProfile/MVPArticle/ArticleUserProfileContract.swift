import ArchMVP

/// The article's view protocol, as its view controller adopts it.
protocol ArticleUserProfileContract: ViewContract {
  func showLoading()
  func hideLoading()
  func display(user: User)
  func displayError(message: String)
}

/// What the article's view asks of its presenter: the article's presenter
/// or the twin that cancels on detach.
protocol ArticleUserProfilePresenting: Presenter where View == any ArticleUserProfileContract {
  func loadUser(id: String)
}
