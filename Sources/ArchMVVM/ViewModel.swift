import ArchHost

/// A view model: owns a screen's state and one-shot events, survives
/// rotation in the retained store, and is cleared when the screen is popped.
///
/// ```swift
/// final class ProfileViewModel: ViewModel { … }
/// ```
public protocol ViewModel: AnyObject, Sendable, Clearable {}
