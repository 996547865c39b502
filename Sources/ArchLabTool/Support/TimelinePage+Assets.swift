extension TimelinePage {
  /// Light and dark, readable at 390 px (the table scrolls in its own box)
  /// and on a projector.
  static let css = """
    :root { --fg: #1b1f24; --bg: #ffffff; --muted: #57606a; --line: #d0d7de; --current: #fff4c2;
      --bad: #b42318; --bad-bg: #fde8e6; --good: #1a7f37; --diverges: #8250df; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #30363d; --current: #3a3000;
        --bad: #ff8c82; --bad-bg: #3b1715; --good: #56d364; --diverges: #c297ff; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; font: 16px/1.45 -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg);
      background: var(--bg); }
    header, main { max-width: 1200px; margin: 0 auto; padding: 12px 16px; }
    h1 { font-size: 1.4rem; margin: 8px 0 4px; }
    .meta, .legend { color: var(--muted); font-size: 0.9rem; margin: 4px 0; }
    kbd { border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; font-size: 0.85em; }
    .timeline-wrap { overflow-x: auto; max-width: 100%; border: 1px solid var(--line); border-radius: 6px; }
    table.timeline { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
    th, td { padding: 6px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
    th { position: sticky; top: 0; background: var(--bg); }
    td.num { text-align: right; white-space: nowrap; }
    td.action { white-space: nowrap; }
    tr.lifecycle td.action { color: var(--muted); }
    tr.step { cursor: pointer; }
    tr.step[aria-current="step"] { background: var(--current); outline: 2px solid var(--diverges); }
    tr.diverges td.num:first-child { color: var(--diverges); font-weight: 700; }
    td.frame.bad { color: var(--bad); background: var(--bad-bg); }
    td.frame.good { color: var(--good); }
    .mark { margin-left: 6px; font-weight: 700; white-space: nowrap; }
    tr.teardown td { border-top: 2px solid var(--line); font-weight: 600; }
    #details { margin-top: 16px; }
    article.detail h2 { font-size: 1.1rem; margin: 8px 0; }
    .lanes { display: flex; flex-wrap: wrap; gap: 12px; }
    .lane { flex: 1 1 300px; min-width: 0; border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; }
    .lane.bad { border-color: var(--bad); }
    .lane h3 { margin: 0 0 6px; font-size: 1rem; }
    dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
    dt { color: var(--muted); }
    dd { margin: 0; overflow-wrap: anywhere; }
    /* A phone: each step becomes a card, its lanes one under the other, named. */
    @media (max-width: 640px) {
      .timeline-wrap { overflow-x: visible; }
      table.timeline thead { display: none; }
      table.timeline, table.timeline tbody, table.timeline tr { display: block; width: 100%; }
      table.timeline td { display: block; border: 0; padding: 2px 10px; overflow-wrap: anywhere; }
      table.timeline td.num, table.timeline td.action { display: inline-block; }
      table.timeline td.frame::before { content: attr(data-lane) " · "; color: var(--muted); }
      table.timeline tr.step { border-bottom: 1px solid var(--line); padding: 4px 0; }
    }
    """

  /// Stepping: arrow keys, j/k, Home/End and clicks move the current step;
  /// `body[data-current]` names it (the browser check reads it).
  static let script = """
    (function () {
      var steps = Array.prototype.slice.call(document.querySelectorAll("tr.step"));
      var details = Array.prototype.slice.call(document.querySelectorAll("article.detail"));
      var current = 0;
      function select(index) {
        current = Math.max(0, Math.min(steps.length - 1, index));
        steps.forEach(function (row, k) {
          if (k === current) { row.setAttribute("aria-current", "step"); } else { row.removeAttribute("aria-current"); }
        });
        details.forEach(function (detail, k) { detail.hidden = k !== current; });
        document.body.setAttribute("data-current", String(current + 1));
        if (steps[current].scrollIntoView) { steps[current].scrollIntoView({ block: "nearest" }); }
      }
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.metaKey || event.ctrlKey) { return; }
        var moves = { ArrowRight: 1, ArrowDown: 1, j: 1, ArrowLeft: -1, ArrowUp: -1, k: -1 };
        if (event.key in moves) { select(current + moves[event.key]); event.preventDefault(); }
        else if (event.key === "Home") { select(0); event.preventDefault(); }
        else if (event.key === "End") { select(steps.length - 1); event.preventDefault(); }
      });
      steps.forEach(function (row, k) { row.addEventListener("click", function () { select(k); }); });
      if (steps.length > 0) { select(0); }
    })();
    """
}
