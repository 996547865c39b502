/// The page's inline style sheet: system fonts, quiet tables, and an
/// Okabe–Ito based palette that stays distinct for colour-blind readers.
enum HTMLStyle {
  static let css = """
    :root {
      color-scheme: light;
      --fg: #1f2328; --muted: #59636e; --border: #d8dee4; --soft: #f6f8fa; --accent: #0072b2;
      --good-fg: #00694a; --good-bg: #e3f4ec; --mixed-fg: #7a4d00; --mixed-bg: #fdf0d5;
      --bad-fg: #a33b00; --bad-bg: #fbe5d9; --plain-fg: #59636e; --plain-bg: #eef0f2;
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; background: #fff; color: var(--fg); line-height: 1.5; font-size: 15px;
      font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
    }
    main { max-width: 1080px; margin: 0 auto; padding: 32px 24px 48px; }
    h1 { font-size: 28px; margin: 0 0 8px; letter-spacing: -0.01em; }
    h2 { font-size: 20px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--border); }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px;
      background: var(--soft); padding: 1px 5px; border-radius: 4px; }
    .meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0; color: var(--muted); }
    .meta dt { font-weight: 600; }
    .meta dd { margin: 0; color: var(--fg); }
    .table-wrap { overflow-x: auto; margin: 12px 0; border: 1px solid var(--border); border-radius: 8px; }
    table { border-collapse: collapse; width: 100%; font-size: 14px; font-variant-numeric: tabular-nums; }
    th, td { padding: 7px 12px; text-align: left; vertical-align: top; border-bottom: 1px solid var(--border); }
    th { background: var(--soft); font-weight: 600; font-size: 13px; color: var(--muted); vertical-align: bottom; }
    table.data td { white-space: nowrap; }
    tbody tr:last-child td { border-bottom: none; }
    tbody tr:nth-child(even) td { background: #fbfcfd; }
    td.num, th.num { text-align: right; }
    td.tone-good { color: var(--good-fg); }
    td.tone-mixed { color: var(--mixed-fg); font-weight: 600; }
    td.tone-bad { color: var(--bad-fg); font-weight: 700; background: var(--bad-bg) !important; }
    .method { display: block; color: var(--muted); font-size: 13px; margin-top: 2px; }
    .reason { display: block; color: var(--muted); font-size: 13px; margin-top: 4px; }
    .badge { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 13px; font-weight: 600;
      white-space: nowrap; border: 1px solid transparent; }
    .badge.good { color: var(--good-fg); background: var(--good-bg); border-color: #9fd6bf; }
    .badge.mixed { color: var(--mixed-fg); background: var(--mixed-bg); border-color: #ecc77d; }
    .badge.bad { color: var(--bad-fg); background: var(--bad-bg); border-color: #eeae8c; }
    .badge.plain { color: var(--plain-fg); background: var(--plain-bg); border-color: var(--border); }
    figure { margin: 16px 0; padding: 16px; border: 1px solid var(--border); border-radius: 8px; }
    figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; }
    svg.chart { display: block; width: 100%; height: auto; font-family: inherit; }
    svg.chart text { font-size: 12px; fill: var(--fg); }
    svg.chart .chart-title { font-size: 14px; font-weight: 600; }
    svg.chart .tick, svg.chart .unit { fill: var(--muted); font-size: 11px; }
    svg.chart .value { font-variant-numeric: tabular-nums; }
    svg.chart .grid { stroke: #eaeef2; stroke-width: 1; }
    svg.chart .baseline { stroke: #8c959f; stroke-width: 1; }
    svg.chart .marker { stroke: #1f2328; stroke-width: 2; }
    svg.chart .bar:hover rect { opacity: 0.85; }
    footer { margin-top: 48px; color: var(--muted); font-size: 13px; }
    @media print { main { max-width: none; padding: 0; } figure, .table-wrap { break-inside: avoid; } }
    """
}
