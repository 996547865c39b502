/// The colours of every page the tool writes, declared once: Okabe and
/// Ito's eight colours, which stay apart for colour-blind readers, then
/// three greys apart by lightness. Each has a light-scheme value (at least
/// 3:1 on the light background: orange, sky blue and yellow darkened,
/// black the text colour) and a dark-scheme one (blue lifted, black turned
/// light).
///
/// The pages declare them as `--s0`…`--s10` (`HTMLPage.css`), so a role
/// has the same colour on every page and in both schemes.
package enum PagePalette {
  /// The colours on a light background.
  package static let light = [
    "#0072B2", "#B07800", "#009E73", "#CC79A7", "#3A8FC4", "#D55E00", "#8A7C00", "#1F2328",
    "#57606A", "#8C959F", "#B6BEC6",
  ]
  /// The same colours on a dark background.
  package static let dark = [
    "#3D9BE0", "#E69F00", "#1DB88E", "#D98CB8", "#7CC6EE", "#F07B35", "#F0E442", "#D0D7DE",
    "#B1BAC4", "#8B949E", "#6E7681",
  ]

  /// The roles the suite's screens are written in, each with a colour of
  /// its own: no two of them share one.
  package static let roles = [
    "presenter", "view", "model", "reducer", "view model", "controller", "effects", "contract",
  ]

  /// The parts an app's screens are counted by, each with a colour of its
  /// own among them: logic takes the presenter's (the article's name for
  /// it), view and model their roles', the rest the greys.
  package static let parts = ["logic", "view", "model", "wiring", "shared model", "other"]

  /// The index into `light` and `dark` of a role or part named `role`;
  /// a role of a rules file's own takes the colour of "other".
  package static func index(of role: String) -> Int {
    switch role {
    case "presenter", "logic": 0
    case "view": 1
    case "model": 2
    case "reducer": 3
    case "view model", "view state": 4
    case "controller", "view controller", "activity", "fragment": 5
    case "effects": 6
    case "contract": 7
    case "wiring", "router", "coordinator": 8
    case "shared model": 9
    default: 10
    }
  }

  /// `--s0: …; --s1: …;` for `colors`.
  package static func properties(_ colors: [String]) -> String {
    colors.enumerated().map { "--s\($0): \($1);" }.joined(separator: " ")
  }
}
