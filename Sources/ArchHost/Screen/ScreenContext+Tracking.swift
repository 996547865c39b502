extension ScreenContext {
  /// Tracks `object`, made by this view for itself rather than kept in a
  /// store: a presenter a view controller creates in its own property, say
  /// (`private let presenter = UserPresenter(…)`). The lifetime probe then
  /// expects it released once this view is destroyed, and lists it under
  /// the screen's name and `name` if it is not.
  ///
  /// ```swift
  /// presenter = context.track(UserPresenter(service: service), as: "UserPresenter")
  /// ```
  @discardableResult
  public func track<Object: AnyObject & Sendable>(_ object: Object, as name: String) -> Object {
    let tracker = host.tracker
    tracker.track(object, as: self.name.isEmpty ? name : "\(self.name) \(name)")
    lifecycle.observe(label: "\(self.name).tracked") { [weak object] state in
      if state == .destroyed, let object { tracker.expectReleased(object) }
    }
    return object
  }
}
