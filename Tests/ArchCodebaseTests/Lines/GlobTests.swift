import Foundation
import Testing

@testable import ArchCodebase

struct GlobTests {
  @Test func starDoesNotCrossAFolderBoundary() {
    // NB: let `.star` match "/" to see this fail.
    #expect(Glob("Sources/*.swift").matches("Sources/App.swift"))
    #expect(!Glob("Sources/*.swift").matches("Sources/App/App.swift"))
  }

  @Test func doubleStarCrossesFolders() {
    #expect(Glob("Sources/**.swift").matches("Sources/App/Model/User.swift"))
    #expect(Glob("Sources/**").matches("Sources/App/Model/User.swift"))
    #expect(Glob("**/Model/*").matches("Sources/App/Model/User.swift"))
    #expect(!Glob("**/Model/*").matches("Sources/App/Model/Sub/User.swift"))
  }

  @Test func doubleStarSlashAlsoMatchesNoFolder() {
    #expect(Glob("**/Model/*").matches("Model/User.swift"))
    #expect(Glob("Sources/**/App.swift").matches("Sources/App.swift"))
    #expect(!Glob("Sources/**/App.swift").matches("SourcesApp.swift"))
  }

  @Test func questionMarkMatchesOneCharacterButNotASlash() {
    #expect(Glob("V?.swift").matches("V1.swift"))
    #expect(Glob("V?.swift").matches("Vé.swift"))
    #expect(!Glob("V?.swift").matches("V12.swift"))
    #expect(!Glob("a?b").matches("a/b"))
  }

  @Test func aPatternWithoutASlashMatchesTheFileNameAtAnyDepth() {
    #expect(Glob("*View.swift").matches("Sources/ArchFeatures/UserProfile/MVP/UserProfileView.swift"))
    #expect(!Glob("*View.swift").matches("Sources/ArchFeatures/UserProfile/MVP/UserProfileViewModel.swift"))
  }

  @Test func otherCharactersMatchThemselves() {
    #expect(Glob("[a].swift").matches("[a].swift"))
    #expect(!Glob("[a].swift").matches("a.swift"))
    #expect(!Glob("a.swift").matches("aXswift"))
  }

  // Patterns without `**` (which fnmatch reads as `*`), on subjects where a
  // slash-free pattern's file-name matching makes no difference.
  @Test(arguments: [
    ("*.swift", "A.swift"), ("*.swift", "A.txt"), ("A*B*C", "AxxBxxC"), ("A*B*C", "ABC"),
    ("A*B*C", "AxxCxxB"), ("?", ""), ("*", ""), ("a*", "a/b"), ("*a?c*", "xabcx"),
    ("Sources/*/Model/*", "Sources/App/Model/User.swift"), ("Sources/*/Model/*", "Sources/Model/User.swift"),
    ("Sources/?pp/*", "Sources/App/x"), ("Sources/*", "Sources/App/x"),
  ])
  func agreesWithFnmatchWithPathnameFlag(pattern: String, path: String) {
    #expect(Glob(pattern).matches(path) == (fnmatch(pattern, path, FNM_PATHNAME) == 0))
  }
}
