extension FeedPresenter {
  func page() {}
}
