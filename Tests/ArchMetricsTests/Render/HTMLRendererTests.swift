import ArchMetrics
import Testing

/// The HTML page: self-contained, escaped, one chart per figure group.
@Suite struct HTMLRendererTests {
  let html = HTMLRenderer().render(SampleReport.make())

  func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func hasNoScriptAndNoExternalReferences() {
    // NB: add a web font `@import url(https://…)` to HTMLStyle.css to watch this fail.
    #expect(!html.lowercased().contains("<script"))
    let xmlns = "xmlns=\"http://www.w3.org/2000/svg\""
    let withoutNamespace = html.replacingOccurrences(of: xmlns, with: "")
    #expect(!withoutNamespace.contains("http://"))
    #expect(!withoutNamespace.contains("https://"))
    for reference in ["src=", "href=", "url(", "@import", "<link"] {
      #expect(!html.contains(reference), "\(reference)")
    }
  }

  @Test func escapesEveryTextItShows() {
    // NB: drop the `"<"` case of HTMLEscape.escape to watch this fail.
    let page = HTMLRenderer().render(SampleReport.make(claim: "<b>&\"' claim"))
    #expect(page.contains("&lt;b&gt;&amp;&quot;&#39; claim"))
    #expect(!page.contains("<b>"))
  }

  @Test func drawsOneSVGPerChart() {
    #expect(occurrences(of: "<svg", in: html) == 3)
    #expect(occurrences(of: "</svg>", in: html) == 3)
    var noTimings = SampleReport.make()
    noTimings.timings = []
    #expect(occurrences(of: "<svg", in: HTMLRenderer().render(noTimings)) == 2)
  }

  @Test func chartsAreAccessible() {
    for title in ["Lines by role per variant", "Leaks per variant", "Cancellation latency"] {
      #expect(html.contains("aria-label=\"\(title)\""), "\(title)")
      #expect(html.contains(">\(title)</title>"), "\(title)")
    }
  }

  @Test func showsTheTablesAndVerdictBadges() {
    for heading in ["Lines by role", "Leaks and cancellation", "Timings", "The article&#39;s claims"] {
      #expect(html.contains("<h2>\(heading)</h2>"), "\(heading)")
    }
    #expect(html.contains("<span class=\"badge good\">✓ holds</span>"))
    #expect(html.contains("<span class=\"badge mixed\">≈ partly</span>"))
    #expect(html.contains("<span class=\"badge bad\">✗ does not hold</span>"))
    #expect(html.contains("<td class=\"num tone-bad\">200</td>"))
  }

  @Test func isOneCompleteDocument() {
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(occurrences(of: "<html", in: html) == 1)
    #expect(html.hasSuffix("</html>\n"))
    #expect(occurrences(of: "<table", in: html) == 4 && occurrences(of: "</table>", in: html) == 4)
  }
}
