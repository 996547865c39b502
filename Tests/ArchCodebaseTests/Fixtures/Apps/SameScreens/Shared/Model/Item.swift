/// One row of the feed.
struct Item {
  var title: String
}
