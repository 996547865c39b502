/// How an app's shared model (model files that belong to no one screen)
/// counts in each screen's code, for the size claims.
///
/// A screen's model is its own model files, as a careful count by hand
/// takes it: the shared model (data and domain layers) is an app-wide
/// figure, reported on its own line (``none``, the default). Splitting it
/// across the screens (``split``) copies one app-wide proportion onto
/// every screen, so it is an opt-in, and the verdicts say when it is on.
public enum SharedModelAttribution: String, Sendable, Hashable, Codable, CaseIterable {
  /// Split across the screens in proportion to their own code (opt-in): a
  /// screen with a tenth of the screens' code gets a tenth of the shared
  /// model. Where the tree holds its screens in architecture folders, a
  /// folder's shared model goes to that folder's screens only.
  case split
  /// Left out of every screen; reported app-wide only (the default).
  case none

  /// What `archlab claims` and ``CodebaseClaims`` use when not told.
  public static let `default` = SharedModelAttribution.none

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
      let code = takers.map { screens[$0].total }.reduce(0, +)
      guard code > 0 else { continue }
      for i in takers { shares[i] += model * screens[i].total / code }
    }
    return shares
  }

  /// One line saying what was done.
  func explanation(files: Int, code: Int) -> String {
    let files = "\(files) file\(files == 1 ? "" : "s")"
    let code = "\(code) code line\(code == 1 ? "" : "s")"
    return switch self {
    case .split:
      "shared model (\(code) in \(files)) split across the screens in proportion to their code"
    case .none: "shared model (\(code) in \(files)) reported app-wide, in no screen's share"
    }
  }
}
