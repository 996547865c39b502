/// The page's inline style sheet: system fonts, quiet tables, and an
/// Okabe–Ito based palette that stays distinct for colour-blind readers.
///
/// Every colour is a custom property, set once for light and once for dark
/// (`prefers-color-scheme`), and the charts take theirs from the same
/// properties through classes, so they follow the scheme too. Nothing has
/// a fixed width beyond a phone's: tables scroll inside their own box and
/// charts shrink with `max-width: 100%`.
enum HTMLStyle {
  /// The series colours on a dark background: the palette, with its blue
  /// lifted and its black turned light so both still stand out.
  static let darkSeries = ["#3D9BE0", "#E69F00", "#1DB88E", "#D98CB8", "#7CC6EE", "#F07B35", "#F0E442", "#D0D7DE"]

  static func seriesProperties(_ colors: [String]) -> String {
    colors.enumerated().map { "--s\($0): \($1);" }.joined(separator: " ")
  }

  static let seriesRules = SVGBarChart.palette.indices.map { index in
    "svg.chart .s\(index) { fill: var(--s\(index)); } ul.legend .s\(index) { background: var(--s\(index)); }"
  }.joined(separator: "\n")

  static let css = """
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d8dee4; --soft: #f6f8fa; --stripe: #fbfcfd;
      --track: #eef1f4; --axis: #8c959f;
      --good-fg: #00694a; --good-bg: #e3f4ec; --good-border: #9fd6bf;
      --mixed-fg: #7a4d00; --mixed-bg: #fdf0d5; --mixed-border: #ecc77d;
      --bad-fg: #a33b00; --bad-bg: #fbe5d9; --bad-border: #eeae8c;
      --plain-fg: #59636e; --plain-bg: #eef0f2;
      \(seriesProperties(SVGBarChart.palette))
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0d1117; --fg: #e6edf3; --muted: #9ea7b3; --border: #30363d; --soft: #161b22; --stripe: #11161d;
        --track: #262c36; --axis: #6e7681;
        --good-fg: #56d364; --good-bg: #0f2e1b; --good-border: #2ea043;
        --mixed-fg: #e3b341; --mixed-bg: #2e2207; --mixed-border: #9e6a03;
        --bad-fg: #ff9b70; --bad-bg: #3b1d10; --bad-border: #bd561d;
        --plain-fg: #9ea7b3; --plain-bg: #21262d;
        \(seriesProperties(darkSeries))
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; background: var(--bg); color: var(--fg); line-height: 1.5; font-size: 15px;
      font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial,
        "Noto Sans", sans-serif;
    }
    main { max-width: 1080px; margin: 0 auto; padding: 32px 24px 48px; }
    h1 { font-size: 28px; margin: 0 0 8px; letter-spacing: -0.01em; }
    h2 { font-size: 20px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--border); }
    h3 { font-size: 16px; margin: 24px 0 8px; }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px;
      background: var(--soft); padding: 1px 5px; border-radius: 4px; overflow-wrap: anywhere; }
    .meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; color: var(--muted); }
    .meta dt { font-weight: 600; }
    .meta dd { margin: 0; color: var(--fg); min-width: 0; overflow-wrap: anywhere; }
    .note, .notes { color: var(--muted); }
    .notes { font-size: 13px; padding-left: 20px; }
    .tally { font-weight: 600; margin: 8px 0; }
    .table-wrap { max-width: 100%; overflow-x: auto; margin: 12px 0; border: 1px solid var(--border);
      border-radius: 8px; }
    table { border-collapse: collapse; width: 100%; font-size: 14px; font-variant-numeric: tabular-nums; }
    th, td { padding: 7px 12px; text-align: left; vertical-align: top; border-bottom: 1px solid var(--border); }
    th { background: var(--soft); font-weight: 600; font-size: 13px; color: var(--muted); vertical-align: bottom; }
    table.data td, table.targets td.num, table.targets td:first-child, table.targets th { white-space: nowrap; }
    table.data th, table.data td { padding: 7px 10px; }
    table.targets td:nth-child(2), table.targets td:last-child { min-width: 13em; }
    tbody tr:last-child td { border-bottom: none; }
    tbody tr:nth-child(even) td { background: var(--stripe); }
    td.num, th.num { text-align: right; }
    td.tone-good { color: var(--good-fg); }
    td.tone-mixed { color: var(--mixed-fg); font-weight: 600; }
    td.tone-bad { color: var(--bad-fg); font-weight: 700; background: var(--bad-bg) !important; }
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
    footer { margin-top: 48px; color: var(--muted); font-size: 13px; }
    @media (max-width: 520px) {
      body { font-size: 14px; }
      main { padding: 20px 12px 36px; }
      h1 { font-size: 24px; }
      h2 { font-size: 18px; margin-top: 32px; }
      figure { padding: 12px 10px; }
      th, td { padding: 6px 8px; }
      /* A row's name may wrap on a phone, so its figures come into view. */
      table.data td:first-child { white-space: normal; min-width: 8em; }
      /* Each claim a card: its verdict and why in view without a swipe. */
      table.claims thead { display: none; }
      table.claims, table.claims tbody, table.claims tr, table.claims td { display: block; width: 100%; }
      table.claims tr { border-bottom: 1px solid var(--border); padding: 6px 0; }
      table.claims td { border: 0; padding: 2px 8px; }
    }
    @media print { main { max-width: none; padding: 0; } figure, .table-wrap { break-inside: avoid; } }
    """
}
