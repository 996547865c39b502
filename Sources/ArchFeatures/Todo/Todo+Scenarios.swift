extension Todo {
  /// Load and add, complete and filter, clear completed; a failed save; a
  /// rotation and a pop while a save is in flight; background; process
  /// death with the filter saved and the items loaded again.
  public static var scenarios: [Scenario<Todo>] {
    let loaded = list(["milk", "bread"], active: 2, done: 0)
    let milkDone = list(["✓milk", "bread"], active: 1, done: 1)
    let withEggs = list(["milk", "bread", "eggs"], active: 3, done: 0)
    let unsaved = "nothing is saved (MVC, the article's presenter): the filter is back to all"
    let reload = "nothing outlives the view (the MVC controller, the article's presenter): the new one loads again"
    return [
      Scenario("loads the list and adds an item", covers: .happyPath, leaky: [.subscriptions, .objects], [
        .show(.loading(), requests: 1),
        .advance(.milliseconds(200), loaded, requests: 1),
        .intent(.add("eggs"), withEggs.with(.saving), requests: 2),
        .advance(.milliseconds(200), withEggs, requests: 2),
        .pop,
      ]),
      Scenario("completes an item and filters", covers: .happyPath, leaky: [.subscriptions, .objects], [
        .show(.loading(), requests: 1),
        .advance(.milliseconds(200), loaded),
        .intent(.toggle("milk"), milkDone.with(.saving), requests: 2),
        .advance(.milliseconds(200), milkDone),
        .intent(.filter(.active), list(["bread"], .active, active: 1, done: 1)),
        .intent(.filter(.completed), list(["✓milk"], .completed, active: 1, done: 1)),
        .intent(.filter(.all), milkDone, requests: 2),
        .pop,
      ]),
      Scenario("clears completed and updates the stats", covers: .happyPath, leaky: [.subscriptions, .objects], [
        .show(.loading(), requests: 1),
        .advance(.milliseconds(200), loaded),
        .intent(.toggle("milk"), milkDone.with(.saving), requests: 2),
        .advance(.milliseconds(200), milkDone),
        .intent(.clearCompleted, list(["bread"], active: 1, done: 0, .saving), requests: 3),
        .advance(.milliseconds(200), list(["bread"], active: 1, done: 0), requests: 3),
        .intent(.clearCompleted, list(["bread"], active: 1, done: 0), requests: 3),
        .pop,
      ]),
      Scenario(
        "a failed save shows the error and keeps the change", covers: .error,
        leaky: [.subscriptions, .objects], [
          .show(.loading(), requests: 1),
          .advance(.milliseconds(200), loaded),
          .failNext(1),
          .intent(.add("eggs"), withEggs.with(.saving), requests: 2),
          .advance(.milliseconds(200), withEggs.with(.error("offline")), requests: 2),
          .intent(.toggle("eggs"), list(["milk", "bread", "✓eggs"], active: 2, done: 1, .saving), requests: 3),
          .advance(.milliseconds(200), list(["milk", "bread", "✓eggs"], active: 2, done: 1)),
          .pop,
          .show(.loading(), requests: 4),
          .advance(.milliseconds(200), list(["milk", "bread", "✓eggs"], active: 2, done: 1), requests: 4),
          .pop,
        ]),
      Scenario(
        "rotation mid-save keeps the request", covers: .rotationMidFlight,
        leaky: [.subscriptions, .objects, .rendersAfterDestroy], [
          .show(.loading(), requests: 1),
          .advance(.milliseconds(200), loaded),
          .intent(.filter(.active), list(["milk", "bread"], .active, active: 2, done: 0)),
          .intent(.add("eggs"), list(["milk", "bread", "eggs"], .active, active: 3, done: 0, .saving), requests: 2),
          .advance(.milliseconds(100), list(["milk", "bread", "eggs"], .active, active: 3, done: 0, .saving)),
          .rotate(list(["milk", "bread", "eggs"], .active, active: 3, done: 0, .saving), requests: 2)
            .except(.reloadsOnRotation, .loading(), requests: 3, because: reload),
          .advance(.milliseconds(100), list(["milk", "bread", "eggs"], .active, active: 3, done: 0), requests: 2)
            .except(.reloadsOnRotation, .loading(), requests: 3, because: reload),
          .advance(.milliseconds(100), list(["milk", "bread", "eggs"], .active, active: 3, done: 0))
            .except(.requestsOutliveView, withEggs, requests: 3,
                    because: "the save nobody cancelled stored eggs before the new presenter's load ended")
            .except(.reloadsOnRotation, loaded, requests: 3, because: "the cancelled save never stored eggs"),
          .pop,
        ]),
      Scenario("pop mid-save cancels the save", covers: .popMidFlight, leaky: [.subscriptions, .objects], [
        .show(.loading(), requests: 1),
        .advance(.milliseconds(200), loaded),
        .intent(.add("eggs"), withEggs.with(.saving), requests: 2),
        .advance(.milliseconds(100), withEggs.with(.saving)),
        .pop(requests: 2),
        .show(.loading(), requests: 3),
        .advance(.milliseconds(200), loaded, requests: 3)
          .except(.leavesEffectsRunning, withEggs, requests: 3,
                  because: "the save nobody cancelled stored eggs after the pop"),
        .pop,
      ]),
      Scenario("background and foreground keep the list", covers: .background, leaky: [.subscriptions, .objects], [
        .show(.loading(), requests: 1),
        .advance(.milliseconds(200), loaded),
        .intent(.toggle("milk"), milkDone.with(.saving), requests: 2),
        .advance(.milliseconds(200), milkDone),
        .background(milkDone),
        .advance(.seconds(5), milkDone),
        .foreground(milkDone, requests: 2),
        .intent(.filter(.completed), list(["✓milk"], .completed, active: 1, done: 1), requests: 2),
        .pop,
      ]),
      Scenario(
        "process death restores the filter and reloads the items", covers: .processDeath,
        leaky: [.subscriptions, .objects], [
          .show(.loading(), requests: 1),
          .advance(.milliseconds(200), loaded),
          .intent(.toggle("milk"), milkDone.with(.saving), requests: 2),
          .advance(.milliseconds(200), milkDone),
          .intent(.filter(.active), list(["bread"], .active, active: 1, done: 1)),
          .processDeath,
          .restore(.loading(.active), requests: 3)
            .except(.reloadsOnRotation, .loading(), requests: 3, because: unsaved),
          .advance(.milliseconds(200), list(["bread"], .active, active: 1, done: 1), requests: 3)
            .except(.reloadsOnRotation, milkDone, requests: 3, because: unsaved),
          .pop,
        ]),
    ]
  }

  /// A loaded list: `titles` as shown under `filter`, with the statistics.
  static func list(
    _ titles: [String], _ filter: TodoFilter = .all, active: Int, done: Int, _ status: TodoStatus = .ready
  ) -> TodoFrame {
    TodoFrame(filter: filter, titles: titles, active: active, done: done, status: status)
  }
}

extension TodoFrame {
  /// This frame with another status.
  func with(_ status: TodoStatus) -> TodoFrame {
    var frame = self
    frame.status = status
    return frame
  }
}
