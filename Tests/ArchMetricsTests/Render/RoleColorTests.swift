import Testing

@testable import ArchCodebase
@testable import ArchMetrics

/// A colour means one part of a screen's code on every page: the suite's
/// roles and an app's parts share it (issue 33, "MVC is split one way").
@Suite struct RoleColorTests {
  @Test func aPartHasOneColourWhetherItIsNamedByRoleOrByPart() {
    let colors = ReportTables.roleColors(["presenter", "view model", "logic", "view", "controller", "model", "wiring"])
    // NB: give "controller" the logic colour to see an MVC controller read as logic on the suite's page only.
    #expect(colors == [0, 0, 0, 1, 1, 2, 3])
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
