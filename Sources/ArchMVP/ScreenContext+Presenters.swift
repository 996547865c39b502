import ArchHost

extension ScreenContext {
  /// The screen's ``PresenterStore``: presenters kept across rotation,
  /// cleared on pop, watched by the host's lifetime tracker.
  ///
  /// ```swift
  /// presenter = context.presenters.presenter { ProfilePresenter(host: context.host) }
  /// ```
  public var presenters: PresenterStore { PresenterStore(self) }
}
