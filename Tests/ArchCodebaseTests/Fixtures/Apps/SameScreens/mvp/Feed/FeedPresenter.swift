// FeedPresenter: the presenter.
final class FeedPresenter {
  func page0() {}
  func page1() {}
  func page2() {}
  func page3() {}
  func page4() {}
  func page5() {}
}
