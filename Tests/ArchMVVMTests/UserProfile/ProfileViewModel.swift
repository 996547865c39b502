import ArchMVVM
import ArchTestSupport

/// The one-shot events of the UserProfile screen.
enum ProfileEvent: Sendable, Equatable, CustomStringConvertible {
  /// A short message, shown once (a toast, a snackbar).
  case showToast(String)
  /// Leave the screen.
  case navigateBack

  var description: String {
    switch self {
    case .showToast(let text): "toast(\(text))"
    case .navigateBack: "navigateBack"
    }
  }
}

/// What the UserProfile views need from a view model, so the correct and
/// the deliberately leaky view models run behind the same views.
protocol ProfileViewModel: ViewModel where State == UserProfileFrame, Event == ProfileEvent {
  /// Loads again after an error.
  func retry()
  /// The user asked to leave the screen.
  func close()
}
