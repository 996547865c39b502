import ArchCodebase
import Testing

/// Each language's platform declared once, with the language.
@Suite struct SourceLanguagePlatformTests {
  @Test("Swift screens are iOS's, Kotlin and Java screens Android's, and a study pools them so")
  func eachLanguageHasItsPlatform() {
    #expect(SourceLanguage.allCases.map(\.platform) == [.iOS, .android, .android])
    let screen = StudyScreen(name: "Login", pattern: .mvp, language: .java, lines: PartLines())
    #expect(screen.platform == .android)
  }
}
