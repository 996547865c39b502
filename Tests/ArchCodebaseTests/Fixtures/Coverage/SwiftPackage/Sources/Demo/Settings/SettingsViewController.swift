public final class SettingsViewController: UIViewController {
  public private(set) var dark = false

  public init() {}

  public func toggle() {
    dark.toggle()
  }

  public func describe() -> String {
    if dark {
      return "dark"
    }
    return "light"
  }
}
