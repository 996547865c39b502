// FeedViewController: the view.
final class FeedViewController: UIViewController {
  let row0 = 0
  let row1 = 1
  let row2 = 2
  let row3 = 3
  let row4 = 4
  let row5 = 5
}
