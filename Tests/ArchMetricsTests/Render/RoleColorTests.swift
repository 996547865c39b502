import Testing

@testable import ArchCodebase
@testable import ArchMetrics

/// A colour means one role on every page (issue 50: one colour per role);
/// an app's parts take their roles' colours, logic the presenter's.
@Suite struct RoleColorTests {
  @Test func eachRoleHasItsOwnColourAndAPartItsRoles() {
    let colors = ReportTables.roleColors(["presenter", "view model", "logic", "view", "controller", "model", "wiring"])
    // NB: give "controller" the view's colour to see an MVC controller read as a view.
    #expect(colors == [0, 4, 0, 1, 5, 2, 8])
  }

  @Test func aChartDrawsEachSeriesInTheColourItIsGiven() {
    let chart = SVGBarChart(
      id: "c", title: "t", series: ["model", "logic"], bars: [.init(label: "a", segments: [1, 2])]
    ).coloring(ReportTables.roleColors(["model", "logic"]))
    let svg = chart.svg()
    #expect(svg.contains("class=\"bar s2\""))
    #expect(svg.contains("class=\"bar s0\""))
    #expect(!svg.contains("class=\"bar s1\""))
  }
}
