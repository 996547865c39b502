import Testing

@testable import ArchCodebase

/// One colour per role, the same on every page, light and dark (issue 50).
@Suite struct PagePaletteTests {
  @Test("every role of the suite has a colour no other role has")
  func everyRoleHasItsOwnColour() {
    // The roles a screen's code is written in: the standard ones but the scenarios, fakes and "other".
    let written = Role.standard.filter { ![Role.scenarios, .fake, .other].contains($0) }.map(\.rawValue)
    #expect(Set(written) == Set(PagePalette.roles))
    // NB: give "controller" the view's colour (as before issue 50) to watch this fail.
    let colors = PagePalette.roles.map(PagePalette.index(of:))
    #expect(Set(colors).count == PagePalette.roles.count, "\(colors)")
  }

  @Test("an app's parts have colours apart from each other, view and model their roles'")
  func partsHaveTheirOwnColours() {
    let colors = PagePalette.parts.map(PagePalette.index(of:))
    #expect(Set(colors).count == PagePalette.parts.count, "\(colors)")
    #expect(PagePalette.index(of: "view") == PagePalette.index(of: Role.view.rawValue))
    #expect(PagePalette.index(of: "logic") == PagePalette.index(of: Role.presenter.rawValue))
  }

  @Test("each colour has a light and a dark value, all distinct in each scheme")
  func everyColourHasBothSchemes() {
    #expect(PagePalette.light.count == PagePalette.dark.count)
    #expect(Set(PagePalette.light).count == PagePalette.light.count)
    #expect(Set(PagePalette.dark).count == PagePalette.dark.count)
    let indices = (PagePalette.roles + PagePalette.parts + ["a role of a rules file's own"]).map(PagePalette.index(of:))
    #expect(indices.allSatisfy(PagePalette.light.indices.contains))
  }

  @Test("the shared style declares the palette once for light and once for dark")
  func theSharedStyleDeclaresThePalette() throws {
    let css = HTMLPage.css
    let dark = try #require(css.components(separatedBy: "@media (prefers-color-scheme: dark)").last)
    let light = try #require(css.components(separatedBy: "@media (prefers-color-scheme: dark)").first)
    for (index, color) in PagePalette.light.enumerated() {
      #expect(light.contains("--s\(index): \(color);"))
      #expect(dark.contains("--s\(index): \(PagePalette.dark[index]);"))
    }
  }

  @Test("a page opens with the shell: doctype, viewport, title escaped, the shared style first")
  func thePageShell() {
    let page = HTMLPage(title: "a <b> & c", style: ".mine { color: red; }", body: "<p>hi</p>").render()
    #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"))
    #expect(page.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
    #expect(page.contains("<title>a &lt;b&gt; &amp; c</title>"))
    #expect(page.contains("<style>\n\(HTMLPage.css)\n.mine { color: red; }\n</style>\n</head>"))
    #expect(page.contains("<body>\n<p>hi</p>\n</body>"))
  }

  @Test("the study page draws each part in its role's colour from the shared palette")
  func theStudyPageUsesThePalette() {
    let page = StudyHTML(study: Study(apps: [])).render()
    #expect(page.contains(HTMLPage.css))
    #expect(page.contains(".logic { fill: var(--s\(PagePalette.index(of: "presenter"))); }"))
    #expect(page.contains(".view { fill: var(--s\(PagePalette.index(of: "view"))); }"))
    #expect(page.contains(".model { fill: var(--s\(PagePalette.index(of: "model"))); }"))
    // NB: write a hex colour into StudyHTML.css to watch this fail: the page declares no colour of its own.
    #expect(!StudyHTML.css.contains("#"))
  }
}
