import UIKit

final class SettingsViewController: UIViewController {
  private var notificationsOn = false

  @objc func toggle() {
    notificationsOn.toggle()
    UserDefaults.standard.set(notificationsOn, forKey: "notifications")
  }
}
