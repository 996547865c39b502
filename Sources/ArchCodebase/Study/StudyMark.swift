/// How one app's screens are marked in a study's pictures: a colour, a
/// shape, filled or hollow.
///
/// Colour alone fails a colour-blind reader and runs out after eight apps,
/// so the shape changes too: app `n` takes colour `n mod 8` and shape
/// `n mod 5`, which (8 and 5 sharing no factor) gives 40 apps 40 distinct
/// pairs, neighbours differing in both; apps 40 to 79 repeat them hollow.
/// From the 81st app marks repeat, and the legend's labels tell apps apart.
///
/// ```swift
/// StudyMark(app: 0)   // blue circle, filled
/// StudyMark(app: 8)   // blue diamond, filled
/// StudyMark(app: 40)  // blue circle, hollow
/// ```
struct StudyMark: Sendable, Hashable {
  /// A marker's outline.
  enum Shape: Int, Sendable, CaseIterable {
    case circle, square, triangle, diamond, triangleDown
  }

  /// The page palette's Okabe–Ito colours (`PagePalette`), in the order
  /// apps take them. Apps 5, 6 and 7 share the shapes of apps 0, 1 and 2,
  /// so their colours are the ones least like those: black beside blue,
  /// sky beside vermillion, yellow beside green.
  static let paletteIndices = [0, 5, 2, 3, 1, 7, 4, 6]
  /// The colours on the light background, each at least 3:1 against it.
  static let light = paletteIndices.map { PagePalette.light[$0] }
  /// The same colours at least 3:1 against the dark background.
  static let dark = paletteIndices.map { PagePalette.dark[$0] }
  /// How many apps get a mark of their own.
  static let distinct = light.count * Shape.allCases.count * 2

  /// An index into `light` and `dark`.
  var color: Int
  var shape: Shape
  var hollow: Bool

  /// The mark of the app at `index` in the study's file.
  init(app index: Int) {
    let n = max(0, index) % Self.distinct
    color = n % Self.light.count
    shape = Shape(rawValue: n % Shape.allCases.count) ?? .circle
    hollow = n >= Self.distinct / 2
  }

  /// The CSS class of its colour, `pc0`…`pc7`; `o` beside it when hollow.
  var cssClass: String { "pc\(color)" + (hollow ? " o" : "") }

  /// An SVG path of the mark centred on (`x`, `y`), about 7 units across;
  /// `format` writes a coordinate.
  func path(x: Double, y: Double, format: (Double) -> String) -> String {
    let f = format
    switch shape {
    case .circle: return "M\(f(x - 3.2)) \(f(y))a3.2 3.2 0 1 0 6.4 0a3.2 3.2 0 1 0-6.4 0z"
    case .square: return "M\(f(x - 2.8)) \(f(y - 2.8))h5.6v5.6h-5.6z"
    case .triangle: return "M\(f(x)) \(f(y - 3.6))l3.4 6h-6.8z"
    case .diamond: return "M\(f(x)) \(f(y - 3.8))l3.8 3.8-3.8 3.8-3.8-3.8z"
    case .triangleDown: return "M\(f(x)) \(f(y + 3.6))l3.4-6h-6.8z"
    }
  }
}
