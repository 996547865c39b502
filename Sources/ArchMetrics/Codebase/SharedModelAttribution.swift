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
  /// model. Where the tree holds its screens in architecture folders, a
  /// folder's shared model goes to that folder's screens only.
  case split
  /// Left out of every screen; reported app-wide only.
  case none

  /// The shared model's code lines each of `screens` gets, in order: each
  /// architecture folder's shared model to that folder's screens, and the
  /// rest to every screen, in proportion to their own code.
  func attribute(_ files: [GroupedFile], to screens: [AppScreen], architectures: [String]) -> [Double] {
    var shares = screens.map { _ in 0.0 }
    guard self == .split else { return shares }
    let folder = { (path: String) -> String? in
      architectures.isEmpty ? nil : ScreenNaming.architectureFolder(ofPath: path)?.folder
    }
    for (architecture, group) in Dictionary(grouping: files, by: { folder($0.path) }) {
      let model = Double(group.map(\.code).reduce(0, +))
      let takers = screens.indices.filter { architecture == nil || screens[$0].architecture == architecture }
      let code = Double(takers.map { screens[$0].lines.total }.reduce(0, +))
      guard code > 0 else { continue }
      for i in takers { shares[i] += model * Double(screens[i].lines.total) / code }
    }
    return shares
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
