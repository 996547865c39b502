extension TimelinePage {
  /// The timeline's own rules, after the shared ones (`HTMLPage.css`):
  /// readable at 390 px (each step a card) and on a projector. From a
  /// tablet up the columns share the width evenly (`table-layout: fixed`),
  /// so a long after-teardown list wraps in its own cell instead of
  /// squeezing the others.
  static let css = """
    :root { --current: #fff4c2; --diverges: #8250df; }
    @media (prefers-color-scheme: dark) { :root { --current: #3a3000; --diverges: #c297ff; } }
    body { font-size: 16px; line-height: 1.45; }
    header, main { max-width: 1200px; margin: 0 auto; padding: 12px 16px; }
    h1 { font-size: 1.4rem; margin: 8px 0 4px; }
    .meta, .legend { color: var(--muted); font-size: 0.9rem; margin: 4px 0; }
    kbd { border: 1px solid var(--border); border-radius: 4px; padding: 0 4px; font-size: 0.85em; }
    .timeline-wrap { overflow-x: auto; max-width: 100%; border: 1px solid var(--border); border-radius: 6px; }
    table.timeline { table-layout: fixed; font-size: 0.95rem; }
    table.timeline th:nth-child(1) { width: 4.5em; }
    table.timeline th:nth-child(2) { width: 5.5em; }
    th, td { padding: 6px 10px; }
    th { position: sticky; top: 0; background: var(--bg); color: var(--fg); font-size: inherit; }
    tbody tr:nth-child(even) td { background: none; }
    td { overflow-wrap: anywhere; }
    td.num { white-space: nowrap; }
    tr.lifecycle td.action { color: var(--muted); }
    tr.step { cursor: pointer; }
    tr.step[aria-current="step"] { background: var(--current); outline: 2px solid var(--diverges); }
    tr.diverges td.num:first-child { color: var(--diverges); font-weight: 700; }
    td.frame.bad { color: var(--bad-fg); background: var(--bad-bg); }
    td.frame.good { color: var(--good-fg); }
    .mark { margin-left: 6px; font-weight: 700; white-space: nowrap; }
    tr.teardown td { border-top: 2px solid var(--border); font-weight: 600; }
    #details { margin-top: 16px; }
    article.detail h2 { font-size: 1.1rem; margin: 8px 0; padding: 0; border: 0; }
    .lanes { display: flex; flex-wrap: wrap; gap: 12px; }
    .lane { flex: 1 1 300px; min-width: 0; border: 1px solid var(--border); border-radius: 6px; padding: 8px 12px; }
    .lane.bad { border-color: var(--bad-fg); }
    .lane h3 { margin: 0 0 6px; font-size: 1rem; }
    dl { margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; }
    dt { color: var(--muted); }
    dd { margin: 0; overflow-wrap: anywhere; }
    /* A phone: each step becomes a card, its lanes one under the other, named. */
    @media (max-width: 640px) {
      .timeline-wrap { overflow-x: visible; }
      table.timeline thead { display: none; }
      table.timeline, table.timeline tbody, table.timeline tr { display: block; width: 100%; }
      table.timeline td { display: block; border: 0; padding: 2px 10px; }
      table.timeline td.num, table.timeline td.action { display: inline-block; }
      table.timeline td.frame::before { content: attr(data-lane) " · "; color: var(--muted); }
      table.timeline tr.step { border-bottom: 1px solid var(--border); padding: 4px 0; }
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
