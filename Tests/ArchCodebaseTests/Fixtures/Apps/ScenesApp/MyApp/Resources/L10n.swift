// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
enum L10n {
  static let title = "Title"
}
