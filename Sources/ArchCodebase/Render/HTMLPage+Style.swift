extension HTMLPage {
  /// The rules every page shares: colours as custom properties, set once
  /// for light and once for dark (`prefers-color-scheme`), the palette
  /// (`PagePalette`) as `--s0`…, system fonts, and tables in a box of their
  /// own that scrolls sideways on a phone. A shadow on the box's edge says
  /// more of the table is off to that side; it goes when the table fits or
  /// is scrolled to that end (backgrounds that scroll with the content
  /// cover it), so it needs no script. Long words (paths, URLs) break
  /// rather than widen the page.
  package static let css = """
    :root {
      color-scheme: light dark;
      --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d8dee4; --soft: #f6f8fa;
      --wash: rgba(31, 35, 40, 0.045); --stripe: rgba(31, 35, 40, 0.02); --shadow: rgba(31, 35, 40, 0.4);
      --track: #eef1f4; --axis: #8c959f;
      --good-fg: #00694a; --good-bg: #e3f4ec; --good-border: #9fd6bf;
      --mixed-fg: #7a4d00; --mixed-bg: #fdf0d5; --mixed-border: #ecc77d;
      --bad-fg: #a33b00; --bad-bg: #fbe5d9; --bad-border: #eeae8c;
      --plain-fg: #59636e; --plain-bg: #eef0f2;
      \(PagePalette.properties(PagePalette.light))
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #0d1117; --fg: #e6edf3; --muted: #9ea7b3; --border: #30363d; --soft: #161b22;
        --wash: rgba(230, 237, 243, 0.05); --stripe: rgba(230, 237, 243, 0.02); --shadow: rgba(230, 237, 243, 0.3);
        --track: #262c36; --axis: #6e7681;
        --good-fg: #56d364; --good-bg: #0f2e1b; --good-border: #2ea043;
        --mixed-fg: #e3b341; --mixed-bg: #2e2207; --mixed-border: #9e6a03;
        --bad-fg: #ff9b70; --bad-bg: #3b1d10; --bad-border: #bd561d;
        --plain-fg: #9ea7b3; --plain-bg: #21262d;
        \(PagePalette.properties(PagePalette.dark))
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; background: var(--bg); color: var(--fg); line-height: 1.5; font-size: 15px;
      font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial,
        "Noto Sans", sans-serif;
      overflow-wrap: break-word;
    }
    main { max-width: 1080px; margin: 0 auto; padding: 32px 24px 48px; }
    h1 { font-size: 28px; margin: 0 0 8px; letter-spacing: -0.01em; overflow-wrap: anywhere; }
    h2 { font-size: 20px; margin: 40px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--border);
      overflow-wrap: anywhere; }
    h3 { font-size: 16px; margin: 24px 0 8px; overflow-wrap: anywhere; }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px;
      background: var(--soft); padding: 1px 5px; border-radius: 4px; overflow-wrap: anywhere; }
    .table-wrap { max-width: 100%; overflow-x: auto; margin: 12px 0; border: 1px solid var(--border);
      border-radius: 8px;
      background:
        linear-gradient(to right, var(--bg) 40%, transparent) left / 32px 100% no-repeat local,
        linear-gradient(to left, var(--bg) 40%, transparent) right / 32px 100% no-repeat local,
        radial-gradient(farthest-side at 0 50%, var(--shadow), transparent) left / 16px 100% no-repeat scroll,
        radial-gradient(farthest-side at 100% 50%, var(--shadow), transparent) right / 16px 100% no-repeat scroll;
      background-color: var(--bg); }
    table { border-collapse: collapse; width: 100%; font-size: 14px; font-variant-numeric: tabular-nums; }
    th, td { padding: 7px 12px; text-align: left; vertical-align: top; border-bottom: 1px solid var(--border); }
    th { background: var(--wash); font-weight: 600; font-size: 13px; color: var(--muted); vertical-align: bottom; }
    tbody tr:last-child td { border-bottom: none; }
    tbody tr:nth-child(even) td { background: var(--stripe); }
    td.num, th.num { text-align: right; }
    .tone-good { color: var(--good-fg); }
    .tone-mixed { color: var(--mixed-fg); font-weight: 600; }
    .tone-bad { color: var(--bad-fg); font-weight: 700; }
    td.tone-bad { background: var(--bad-bg) !important; }
    footer { margin-top: 48px; color: var(--muted); font-size: 13px; }
    @media (max-width: 520px) {
      body { font-size: 14px; }
      main { padding: 20px 12px 36px; }
      h1 { font-size: 24px; }
      h2 { font-size: 18px; margin-top: 32px; }
      th, td { padding: 6px 8px; }
    }
    @media print { main { max-width: none; padding: 0; } .table-wrap { break-inside: avoid; } }
    """
}
