// FeedViewModel: the view model.
final class FeedViewModel {
  var page0 = 0
  var page1 = 1
  var page2 = 2
  var page3 = 3
}
