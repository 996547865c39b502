import ArchCodebase

/// A horizontal bar chart as inline SVG: a title, one bar per entry
/// (stacked when it has several segments) on a track that spans the axis,
/// its label and value on the line above it, an axis with round ticks, a
/// legend for several series, and an optional thin marker per bar (a p99
/// beside a median, a target's limit beside a ratio).
///
/// Made for a phone as much as a desk: the chart is 360 units wide with a
/// `viewBox`, so it keeps its text size wherever it fits and shrinks with
/// `max-width: 100%` where it does not. Labels are wrapped, never cut, so
/// no two bars read alike. A bar above zero is at least 2 units long, so
/// a small figure next to a large one stays visible; a zero shows only its
/// empty track and `0`. Colours come from CSS classes (`s0`, `s1`, …) with
/// the ``palette`` as fallback, so a page can restyle them for dark mode.
///
/// Accessible: `role="img"` with an `aria-label`, a `<title>` and `<desc>`,
/// and a `<title>` per bar with its full label and figures, which screen
/// readers and tooltips show.
///
/// ```swift
/// let chart = SVGBarChart(
///   id: "leaks", title: "Leaks per variant", series: ["subscriptions"],
///   bars: [.init(label: "search / mvp-leaky", segments: [12])]
/// )
/// let svg = chart.svg()
/// ```
package struct SVGBarChart: Sendable, Equatable {
  /// One bar.
  package struct Bar: Sendable, Equatable {
    /// The label left of the bar.
    package var label: String
    /// One value per series, stacked left to right.
    package var segments: [Double]
    /// A thin marker at this value (a p99), if any.
    package var marker: Double?
    /// The text right of the bar; the formatted total when `nil`.
    package var valueLabel: String?

    /// A bar.
    package init(label: String, segments: [Double], marker: Double? = nil, valueLabel: String? = nil) {
      self.label = label
      self.segments = segments
      self.marker = marker
      self.valueLabel = valueLabel
    }

    /// The sum of its segments (negative ones count as zero).
    package var total: Double { segments.reduce(0) { $0 + Swift.max(0, $1) } }
  }

  /// Colour-blind-friendly series colours (Okabe–Ito, then three greys),
  /// the light scheme's, used where no style sheet sets the `s0`, `s1`, …
  /// classes: the same colours every page of the tool declares.
  package static let palette = PagePalette.light

  /// A unique identifier within the page, used for `aria-labelledby`.
  package var id: String
  /// The chart's title.
  package var title: String
  /// A sentence describing what the chart shows.
  package var summary: String
  /// The series' names; a legend is drawn when there are several.
  package var series: [String]
  /// The bars, top to bottom.
  package var bars: [Bar]
  /// The axis unit: `"µs"`, `"lines"`.
  package var unit: String
  /// What the marker stands for, for the legend: `"p99"`.
  package var markerName: String?
  /// The end of the axis; `nil` for a round number at or above the largest
  /// value. Small multiples of like figures pass one value to share a scale.
  package var axisMaximum: Double?
  /// Whether the chart draws its own legend; small multiples that share a
  /// legend beside them set it to `false`.
  package var showsLegend: Bool
  /// Each series' colour, an index into ``palette``; `nil` gives series
  /// `i` colour `i`. Charts of one kind on several pages pass the same
  /// index for the same thing (a part of a screen's code), so a colour
  /// means one thing everywhere.
  package var seriesColors: [Int]?
  /// Whether the axis is logarithmic (0, 10, 100, 1k, …), so a bar of 20
  /// stays readable beside one of 10,000. Meant for single-series charts:
  /// stacked segments on a log axis do not add up to their lengths.
  package var isLogarithmic = false

  /// A chart.
  package init(
    id: String, title: String, summary: String = "", series: [String], bars: [Bar], unit: String = "",
    markerName: String? = nil, axisMaximum: Double? = nil, showsLegend: Bool = true
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.series = series
    self.bars = bars
    self.unit = unit
    self.markerName = markerName
    self.axisMaximum = axisMaximum
    self.showsLegend = showsLegend
  }

  /// This chart with `colors` as its series' colours.
  package func coloring(_ colors: [Int]) -> SVGBarChart {
    var chart = self
    chart.seriesColors = colors
    return chart
  }

  /// This chart on a logarithmic axis (see ``isLogarithmic``).
  package func logarithmic() -> SVGBarChart {
    var chart = self
    chart.isLogarithmic = true
    return chart
  }

  /// The chart as an `<svg>` element.
  package func svg() -> String {
    SVGBarChartLayout(chart: self).svg()
  }
}
