import ArchMetrics
import Testing

/// The page on a phone and in dark mode: nothing wider than 390 px,
/// tables that scroll in their own box, charts that shrink, and colours
/// that follow `prefers-color-scheme`, charts included.
@Suite struct HTMLPageStyleTests {
  let html = HTMLRenderer(benchmarks: BenchmarkFixtures.summary).render(SampleReport.make())

  var css: String {
    html.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first ?? ""
  }

  /// The declarations of the rule whose selector is exactly `selector`.
  func rule(_ selector: String) -> String {
    css.components(separatedBy: "\n\(selector) {").dropFirst().first?.components(separatedBy: "}").first ?? ""
  }

  @Test func nothingHasAFixedWidthBeyondAPhone() {
    // NB: give `table` a `min-width: 600px` in HTMLStyle.css to watch this fail.
    // `max-width` only caps a box; `width` and `min-width` can push it off the screen.
    let widths = css.matches(of: /([\w-]*)width:\s*([0-9.]+)px/)
      .filter { ["", "min-"].contains($0.output.1) }.compactMap { Double($0.output.2) }
    #expect(!widths.isEmpty)
    #expect(widths.allSatisfy { $0 <= 390 }, "\(widths)")
    let svgWidths = html.matches(of: /<svg[^>]* width="([0-9.]+)"/).compactMap { Double($0.output.1) }
    #expect(!svgWidths.isEmpty)
    #expect(svgWidths.allSatisfy { $0 <= 390 }, "\(svgWidths)")
  }

  @Test func tablesScrollInsideTheirOwnBox() {
    let wrapped = SVGInspection.count("<div class=\"table-wrap\">\n<table", in: html)
    #expect(wrapped == SVGInspection.count("<table", in: html))
    #expect(rule(".table-wrap").contains("overflow-x: auto"))
  }

  @Test func chartsShrinkByTheirViewBox() {
    let svg = rule("svg.chart")
    #expect(svg.contains("max-width: 100%"))
    #expect(svg.contains("height: auto"))
    #expect(SVGInspection.count("viewBox=", in: html) == SVGInspection.count("<svg", in: html))
  }

  @Test func followsTheColourScheme() {
    // NB: drop the dark block from HTMLStyle.css to watch this fail.
    let dark = css.components(separatedBy: "@media (prefers-color-scheme: dark) {").dropFirst().first ?? ""
    #expect(!dark.isEmpty)
    for property in ["--bg", "--fg", "--muted", "--track", "--good-fg", "--bad-fg"] + (0..<8).map({ "--s\($0)" }) {
      #expect(dark.components(separatedBy: "}").first?.contains("\(property):") == true, "\(property)")
    }
    #expect(css.contains("color-scheme: light dark"))
  }

  @Test func chartColoursComeFromTheSchemesProperties() {
    let chartRules = css.split(separator: "\n").filter { $0.hasPrefix("svg.chart") }
    let painted = chartRules.filter { $0.contains("fill:") || $0.contains("stroke:") }
    #expect(painted.count >= 10)
    for line in painted {
      let declarations = line.split(separator: ";")
      for declaration in declarations where declaration.contains("fill:") || declaration.contains("stroke:") {
        #expect(declaration.contains("var(--"), "\(declaration)")
      }
    }
  }
}
