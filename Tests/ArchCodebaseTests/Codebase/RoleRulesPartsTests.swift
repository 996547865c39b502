import Testing

@testable import ArchCodebase

/// Role → part lines, quoted globs and the preset a user's rules extend.
@Suite struct RoleRulesPartsTests {
  @Test func readsPartLinesAndQuotedGlobsWithSpaces() throws {
    let rules = try RoleRules(
      parsing: """
        # A store is MVI's logic.
        *Store.swift store
        "Preview Content/**" preview  # a glob with a space
        store -> logic
        """)
    #expect(rules.rules.map(\.glob.pattern) == ["*Store.swift", "Preview Content/**"])
    #expect(rules.part(of: "store") == .logic)
    #expect(rules.part(of: "preview") == nil)
    #expect(rules.role(forPath: "Preview Content/A.swift") == "preview")
    // The text it prints reads back the same.
    #expect(try RoleRules(parsing: rules.description) == rules)
  }

  @Test(arguments: [
    ("store -> brain", "`brain` is no part; a part is one of logic, view, model, wiring, other"),
    ("st0re -> logic", "a role name is letters and spaces, not `st0re`"),
    ("\"Open/** view", "a quoted glob needs its closing quote"),
  ])
  func rejectsABadPartLineOrQuoteNamingIt(text: String, message: String) {
    #expect(throws: RuleFileError(line: 1, message: message, text: text)) { try RoleRules(parsing: text) }
  }

  @Test func aUsersRuleComesBeforeThePresetsAndItsPartWins() throws {
    let user = try RoleRules(parsing: "*Screen.kt view model\nview model -> view\n")
    let rules = user.extending(.mobilePreset)
    #expect(rules.role(forPath: "feature/LoginScreen.kt") == .viewModel)
    #expect(rules.part(of: .viewModel) == .view)
    #expect(rules.role(forPath: "feature/LoginPresenter.kt") == .presenter)
  }

  @Test(arguments: [
    ("App/Login/LoginViewController.swift", Role("view controller")),
    ("App/Login/LoginPresenter+Validation.swift", .presenter),
    ("feature/login/LoginFragment.kt", "fragment"),
    ("feature/login/LoginViewModel.kt", .viewModel),
    ("feature/login/LoginUiState.kt", "view state"),
    ("feature/feed/FeedActivity.java", "activity"),
    ("feature/feed/data/FeedRepository.kt", "repository"),
    ("App/Coordinators/AppCoordinator.swift", "coordinator"),
    ("app/di/NetworkModule.kt", "wiring"),
    ("App/Models/User.swift", .model),
    ("App/Login/LoginInteractor.swift", "interactor"),
  ])
  func thePresetKnowsTheCommonIOSAndAndroidNames(path: String, role: Role) {
    #expect(RoleRules.mobilePreset.roleIgnoringExtension(forPath: path) == role)
    #expect(RoleRules.mobilePreset.part(of: role) != nil)
  }
}

/// `rules` is a public `var`: what it holds is what matches.
@Suite struct RoleRulesMutationTests {
  @Test func aRuleAddedAfterInitMatches() {
    var rules = RoleRules([RoleRule("*View.swift", .view)])
    rules.rules.insert(RoleRule("*Store.swift", "store"), at: 0)
    // NB: match against a glob list copied at init to see the new rule ignored.
    #expect(rules.role(forPath: "App/LoginStore.swift") == "store")
  }
}
