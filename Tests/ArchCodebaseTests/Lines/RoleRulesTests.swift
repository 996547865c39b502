import Testing

@testable import ArchCodebase

struct RoleRulesTests {
  @Test(arguments: [
    ("Sources/ArchFeatures/UserProfile/MVP/UserProfileContract.swift", Role.contract),
    ("Sources/ArchFeatures/UserProfile/MVP/UserProfilePresenter.swift", .presenter),
    ("Sources/ArchFeatures/UserProfile/MVP/UserProfileView.swift", .view),
    ("Sources/ArchFeatures/UserProfile/MVVMFlow/UserProfileViewModel.swift", .viewModel),
    ("Sources/ArchFeatures/UserProfile/MVVMFlow/UserProfileFlowView.swift", .view),
    ("Sources/ArchFeatures/UserProfile/MVC/UserProfileController.swift", .controller),
    ("Sources/ArchFeatures/UserProfile/Model/FakeUserService.swift", .fake),
    ("Sources/ArchFeatures/UserProfile/Model/ProfileFrame.swift", .model),
    ("Sources/ArchFeatures/UserProfile/UserProfile+Scenarios.swift", .scenarios),
    ("Sources/ArchFeatures/UserProfile/UserProfile.swift", .other),
    ("Sources/ArchFeatures/Suite/ScenarioRunner.swift", .other),
  ])
  func standardRulesGiveTheSuitesFilesTheirRoles(path: String, role: Role) {
    #expect(RoleRules.standard.role(forPath: path) == role)
  }

  @Test func theFirstMatchingRuleWins() {
    // NB: pick the last matching rule in `role(forPath:)` to see this fail.
    let rules = RoleRules([RoleRule("**/Coordinators/*", "coordinator"), RoleRule("*Controller.swift", .controller)])
    #expect(rules.role(forPath: "App/Coordinators/LoginController.swift") == "coordinator")
    #expect(rules.role(forPath: "App/Login/LoginController.swift") == .controller)
    #expect(RoleRules.standard.role(forPath: "Feature/Model/ProfileView.swift") == .view)
  }

  @Test func parsesARulesFileWithCommentsBlankLinesAndCustomRoles() throws {
    let text = """
      # ArchLab roles for an app.

      **/Coordinators/*     coordinator   # before *Controller.swift
      *ViewModel.swift      view   model
      *View.swift\tview\r
      Sources/*/Use#Cases/* use case
      """
    let rules = try RoleRules(parsing: text)
    #expect(rules.rules == [
      RoleRule("**/Coordinators/*", "coordinator"), RoleRule("*ViewModel.swift", .viewModel),
      RoleRule("*View.swift", .view), RoleRule("Sources/*/Use#Cases/*", "use case"),
    ])
    #expect(rules.roles == ["coordinator", .viewModel, .view, "use case", .other])
  }

  @Test func readsBackAQuotedGlobWithNoGlobCharacters() throws {
    // Found by the line-counter fuzzer: `"("` parses (quoted), but printed bare it is no glob.
    for text in ["  \"(\"NNN\n", "\"Makefile\" build\n", "\"#tag\" view\n"] {
      let rules = try RoleRules(parsing: text)
      #expect(try RoleRules(parsing: rules.description) == rules, "\(text)")
    }
  }

  @Test func refusesARoleWordThatStartsWithACombiningMark() {
    // Found by the line-counter fuzzer: after a tab, U+0652 (a combining mark
    // that counts as a letter) began the role `\u{652}m`; printed after a
    // space, the mark joins the space and the role read back as `m`.
    #expect(Role(name: "\u{652}m") == nil)
    #expect(Role(name: "view \u{301}x") == nil)
    #expect(Role(name: "caf\u{E9}") == "caf\u{E9}")
    #expect(Role(name: "cafe\u{301}") == "cafe\u{301}")
    #expect {
      try RoleRules(parsing: "*6\t\u{652}m")
    } throws: { error in
      (error as? RuleFileError)?.message.contains("letters and spaces") == true
    }
  }

  @Test func readsBackTheRulesItPrints() throws {
    #expect(try RoleRules(parsing: RoleRules.standard.description) == RoleRules.standard)
  }

  @Test(arguments: [
    ("*View.swift view\n*Presenter.swift\n", 2, "found only the glob `*Presenter.swift`"),
    ("# roles\n\nview model\n", 3, "`view` is no glob"),
    ("presenter\n", 1, "found no glob before `presenter`"),
    ("*View.swift view\n*Model.swift view-model\n", 2, "letters and spaces, not `view-model`"),
    ("*.swift role2\n", 1, "letters and spaces, not `role2`"),
    ("*.swift # no role\n", 1, "found only the glob `*.swift`"),
  ])
  func rejectsAMalformedLineNamingIt(text: String, line: Int, message: String) {
    // NB: return nil instead of throwing for a one-word line to see the first case fail.
    #expect {
      try RoleRules(parsing: text)
    } throws: { error in
      guard let error = error as? RuleFileError else { return false }
      return error.line == line && error.message.contains(message) && "\(error)".hasPrefix("line \(line): ")
    }
  }

  @Test func roleNamesAreWordsOfLetters() {
    #expect(Role(name: " view   model ") == .viewModel)
    #expect(Role(name: "Koordinator") == "Koordinator")
    #expect(Role(name: "") == nil)
    #expect(Role(name: "   ") == nil)
    #expect(Role(name: "view_model") == nil)
  }
}
