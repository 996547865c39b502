/// How an app's shared model (model files that belong to no one screen)
/// counts in each screen's code, for the size claims.
///
/// Real apps rarely give a screen model files of its own: the model is
/// shared. Leaving it out makes every screen's model share near zero;
/// splitting it gives each screen the app-wide proportion. The choice is
/// printed with the result.
public enum SharedModelAttribution: String, Sendable, Hashable, Codable, CaseIterable {
  /// Split across the screens in proportion to their own code (default):
  /// a screen with a tenth of the screens' code gets a tenth of the shared
  /// model.
  case split
  /// Left out of every screen; reported app-wide only.
  case none

  /// The shared model's code lines each of `screens` gets, in order.
  func attribute(_ sharedModel: Int, to screens: [AppScreen]) -> [Int] {
    let total = screens.map(\.lines.total).reduce(0, +)
    guard self == .split, total > 0 else { return screens.map { _ in 0 } }
    return screens.map { Int((Double(sharedModel) * Double($0.lines.total) / Double(total)).rounded()) }
  }

  /// One line saying what was done.
  func explanation(files: Int, code: Int) -> String {
    let files = "\(files) file\(files == 1 ? "" : "s")"
    return switch self {
    case .split:
      "shared model (\(code) code lines in \(files)) split across the screens in proportion to their code"
    case .none: "shared model (\(code) code lines in \(files)) left out of every screen"
    }
  }
}
