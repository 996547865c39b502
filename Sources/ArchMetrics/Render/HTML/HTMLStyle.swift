/// The report's own rules, after the shared ones (`HTMLPage.css`: the
/// colours light and dark, the palette, type and tables in scrolling
/// boxes): the claims' badges, the charts and the legends. The charts take
/// their colours from the shared custom properties through classes, so
/// they follow the scheme too. Nothing has a fixed width beyond a phone's:
/// charts shrink with `max-width: 100%`.
enum HTMLStyle {
  static let seriesRules = SVGBarChart.palette.indices.map { index in
    "svg.chart .s\(index) { fill: var(--s\(index)); } ul.legend .s\(index) { background: var(--s\(index)); }"
  }.joined(separator: "\n")

  static let css = """
    .meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; color: var(--muted); }
    .meta dt { font-weight: 600; }
    .meta dd { margin: 0; color: var(--fg); min-width: 0; overflow-wrap: anywhere; }
    .note, .notes { color: var(--muted); }
    .notes { font-size: 13px; padding-left: 20px; }
    .tally { font-weight: 600; margin: 8px 0; }
    table.data td, table.targets td.num, table.targets td:first-child, table.targets th { white-space: nowrap; }
    table.data th, table.data td { padding: 7px 10px; }
    /* A row's name may wrap (on a phone, or a long timing's name), so its figures come into view. */
    table.data td:first-child { white-space: normal; min-width: 8em; }
    table.targets td:nth-child(2), table.targets td:last-child { min-width: 13em; }
    /* The spread's claims and screen names are prose: they wrap rather than widen the table. */
    #spread table.data td:first-child, #spread table.data td:last-child { white-space: normal; min-width: 12em; }
    .method { display: block; color: var(--muted); font-size: 13px; margin-top: 2px; }
    .reason { display: block; color: var(--muted); font-size: 13px; margin-top: 4px; }
    .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 13px; font-weight: 600;
      white-space: nowrap; border: 1px solid transparent; }
    .badge.good { color: var(--good-fg); background: var(--good-bg); border-color: var(--good-border); }
    .badge.mixed { color: var(--mixed-fg); background: var(--mixed-bg); border-color: var(--mixed-border); }
    .badge.bad { color: var(--bad-fg); background: var(--bad-bg); border-color: var(--bad-border); }
    .badge.plain { color: var(--plain-fg); background: var(--plain-bg); border-color: var(--border); }
    figure { margin: 16px 0; padding: 16px; border: 1px solid var(--border); border-radius: 8px; max-width: 100%; }
    figcaption { color: var(--muted); font-size: 13px; margin-top: 8px; }
    .multiples { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
      gap: 24px 32px; align-items: start; }
    ul.legend { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0 0 12px; padding: 0;
      font-size: 13px; }
    ul.legend .swatch { display: inline-block; width: 11px; height: 11px; border-radius: 2px; margin-right: 6px;
      vertical-align: -1px; }
    svg.chart { display: block; max-width: 100%; height: auto; font-family: inherit; }
    svg.chart text { font-size: 13px; fill: var(--fg); }
    svg.chart .chart-title { font-size: 14px; font-weight: 600; }
    svg.chart .tick, svg.chart .unit { fill: var(--muted); font-size: 11px; }
    svg.chart .value { font-variant-numeric: tabular-nums; }
    svg.chart .track { fill: var(--track); }
    svg.chart .baseline, svg.chart .tick-mark { stroke: var(--axis); stroke-width: 1; }
    svg.chart .marker { stroke: var(--fg); stroke-width: 2; }
    svg.chart .row:hover .bar { opacity: 0.85; }
    \(seriesRules)
    @media (max-width: 520px) {
      figure { padding: 12px 10px; }
      /* Each claim a card: its verdict and why in view without a swipe. */
      table.claims thead { display: none; }
      table.claims, table.claims tbody, table.claims tr, table.claims td { display: block; width: 100%; }
      table.claims tr { border-bottom: 1px solid var(--border); padding: 6px 0; }
      table.claims td { border: 0; padding: 2px 8px; }
    }
    @media print { figure { break-inside: avoid; } }
    """
}
