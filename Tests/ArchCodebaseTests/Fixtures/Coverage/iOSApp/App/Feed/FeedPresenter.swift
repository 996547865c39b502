final class FeedPresenter {
  let v0 = 0
  let v1 = 1
  let v2 = 2
  let v3 = 3
  let v4 = 4
  let v5 = 5
  let v6 = 6
  let v7 = 7
}
