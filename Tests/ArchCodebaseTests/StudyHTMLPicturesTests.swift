import Testing

@testable import ArchCodebase

/// Eight apps shaped as the worked study of docs/Claims.md (three iOS,
/// five Android, 37 screens, pairs on both platforms), with made-up lines.
func eightApps() -> Study {
  func screens(_ prefix: String, _ patterns: [(ScreenPattern, Int)], _ language: SourceLanguage) -> [StudyScreen] {
    var out: [StudyScreen] = []
    for (pattern, count) in patterns {
      for index in 0..<count {
        let n = out.count + prefix.count
        let (logic, view, model) = (30 + (n * 37) % 70, 40 + (n * 53) % 90, (n * 11) % 25)
        out.append(screen("\(prefix)\(pattern)\(index)", pattern, language, logic, view, model))
      }
    }
    return out
  }
  let android = { (name: String, saving: Double) in StudyPair(name: name, saving: saving, platform: .android) }
  let iOS = { (name: String, saving: Double) in StudyPair(name: name, saving: saving, platform: .iOS) }
  return Study(apps: [
    app("androidmvp", screens("Main", [(.mvp, 4)], .kotlin)),
    app(
      "archi", screens("Repo", [(.mvc, 2), (.mvp, 2), (.mvvm, 2)], .java),
      pairs: [android("Main", 0.04), android("Repository", 0.0)]),
    app("arch-samples", screens("Tasks", [(.mvc, 1), (.mvvm, 4)], .kotlin)),
    app("boilerplate", screens("Main", [(.mvp, 1)], .java)),
    app(
      "ios-arch", screens("Repos", [(.mvc, 2), (.mvp, 1), (.viper, 1), (.mvvm, 8), (.mvi, 1)], .swift),
      pairs: [iOS("Login", 0.16), iOS("Repos", 0.10), iOS("Detail", -0.15), iOS("Search", 0.12)]),
    app("clean-mvvm", screens("Movies", [(.mvvm, 3)], .swift)),
    app("fortech-mvp", screens("Books", [(.mvp, 3)], .swift)),
    app("mvp-ios", screens("Sample", [(.mvp, 2)], .swift)),
  ])
}

@Suite struct StudyHTMLPicturesTests {
  @Test func theSameStudyGivesTheSameBytes() {
    let first = StudyHTML(study: eightApps()).render()
    // NB: jitter with Double.random(in:) and the two pages differ.
    #expect(first == StudyHTML(study: eightApps()).render())
    #expect(first.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"plot\""))
  }

  @Test func thePagePicturesEachClaimAndMVVMShorterOverItsRange() throws {
    let html = StudyHTML(study: eightApps()).render()
    // NB: leave the shorter pool out of pictures() and its figure is gone.
    for id in ["plot-presenter", "plot-view", "plot-model", "plot-shorter"] {
      #expect(html.contains("aria-labelledby=\"\(id)-t\" aria-describedby=\"\(id)-d\""))
    }
    #expect(html.contains("<title id=\"plot-shorter-t\">MVVM code is 25–30 % shorter than MVP"))
    #expect(html.contains("<li><svg class=\"mark\""))
    // Self-contained: nothing fetched, nothing run.
    #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("<script"))
  }

  @Test func anAppLabelledAsMarkupIsText() {
    let study = Study(apps: [app("<script>alert(1)</script>", [screen("Login", .mvp, .swift, 40, 40, 20)])])
    let html = StudyHTML(study: study).render()
    // NB: write the label unescaped in the legend or a point's <title> and the script runs.
    #expect(!html.contains("<script>"))
    #expect(html.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
    #expect(html.contains("</svg>&lt;script&gt;alert(1)&lt;/script&gt;</li>"))
  }
}
