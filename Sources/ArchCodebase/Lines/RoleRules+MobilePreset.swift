extension RoleRules {
  /// Roles by the common naming conventions of iOS (UIKit and SwiftUI) and
  /// Android (Activity, Fragment, Compose) apps in Swift, Kotlin and Java,
  /// so that a typical app needs no rules file. First match wins: names
  /// before folders, and the longer suffix first (`*ViewModel.*` before
  /// `*Model.*`, `*ViewController.*` before `*Controller.*`).
  ///
  /// | files | role | part |
  /// |---|---|---|
  /// | `*Contract.*`, `*Protocols.*`, `*ViewProtocol.*`, `*ViewIO.*`, `*MvpView.*`, … | contract | view |
  /// | `*Presenter.*`, `*PresenterImpl.*` | presenter | logic |
  /// | `*ViewModel.*`, `*ViewModelImpl.*`, `*VM.*` | view model | logic |
  /// | `*Reducer.*`, `*Reactor.*` | reducer | logic |
  /// | `*Effects.*` | effects | logic |
  /// | `*ViewState.*`, `*UiState.*`, `*UIState.*`, `*ScreenState.*` | view state | logic |
  /// | `*Interactor.*`, `*InteractorImpl.*` | interactor | model |
  /// | `*DataSource.swift` (a table view's) | view | view |
  /// | `*UseCase.*`, `*UseCaseImpl.*` | use case | model |
  /// | `*Repository.*`, `*RepositoryImpl.*`, `*DataSource.*`, `*DataManager.*` | repository | model |
  /// | `*DataController.*`, `*FetchedResultsController.*` | data controller | model |
  /// | `*Router.*`, `*Navigator.*`, `*Wireframe.*`, `*Route.swift`, `*Routes.swift` | router | wiring |
  /// | `*Coordinator.*` | coordinator | wiring |
  /// | `*Builder.*`, `*Configurator.*`, `*Assembly.*`, `*Factory.*`, `*Module.kt`, `*Component.kt` | wiring | wiring |
  /// | `AppDelegate.swift`, `SceneDelegate.swift`, `*App.swift`, `*Application.kt`, `**/di/**`, … | wiring | wiring |
  /// | `*ViewController.*`, `*VC.*`, `*Controller.*` | view controller | view |
  /// | `*Activity.*` | activity | view |
  /// | `*Fragment.*` | fragment | view |
  /// | `*View.*`, `*Screen.*`, `*Cell.*`, `*Adapter.*`, `*ViewHolder.*`, `*Dialog.*` | view | view |
  /// | `*Route.kt`, `*Content.kt`, `**/Views/**`, `**/ui/**`, `**/designsystem/**` | view | view |
  /// | `**/theme/**`, `**/components/**`, … | view | view |
  /// | `*Model.*`, `*Service.*`, `*API.*`, `*Client.*`, `*Entity.*`, `*Dao.*`, `*Storage.*`, … | model | model |
  /// | `**/Model/**`, `**/data/**`, `**/Data/**`, `**/domain/**`, `**/Network/**`, … | model | model |
  /// | `Fake*`, `Mock*`, `Stub*` | fake | other |
  /// | anything else | other | other |
  ///
  /// An extension file (`LoginPresenter+Validation.swift`) has the role of
  /// its type: see ``roleIgnoringExtension(forPath:)``.
  ///
  /// ```swift
  /// RoleRules.mobilePreset.role(forPath: "feature/login/LoginFragment.kt")  // "fragment"
  /// RoleRules.mobilePreset.part(of: "fragment")                             // .view
  /// ```
  public static let mobilePreset = RoleRules(
    [
      (["Fake*", "Mock*", "Stub*"], Role.fake),
      (
        [
          "*Contract.*", "*Protocols.*", "*ViewProtocol.*", "*PresenterProtocol.*", "*ViewIO.*", "*ViewInput.*",
          "*ViewOutput.*", "*ViewInterface.*", "*MvpView.*", "*MvpPresenter.*", "*MVPView.*", "*MVPPresenter.*",
          "*PresenterInterface.*", "*PresenterInput.*", "*PresenterOutput.*", "*ModuleInput.*", "*ModuleOutput.*",
          "**/Protocols/**",
        ], .contract
      ),
      (["*Presenter.*", "*PresenterImpl.*"], .presenter),
      (["*ViewModel.*", "*ViewModelImpl.*", "*VM.*"], .viewModel),
      (["*Reducer.*", "*Reactor.*"], .reducer),
      // An MVI screen's side effects (the suite's `*Effects.swift`): its logic.
      (["*Effects.*"], .effects),
      (["*ViewState.*", "*UiState.*", "*UIState.*", "*ScreenState.*"], "view state"),
      (
        [
          "*Interactor.*", "*InteractorImpl.*", "*InteractorInput.*", "*InteractorOutput.*", "*InteractorProtocol.*",
          "*MVPInteractor.*", "*MvpInteractor.*", "**/interactor/**", "**/interactors/**",
          "**/Interactor/**",
        ], "interactor"
      ),
      // On iOS a data source feeds a table view; on Android it is the repository's.
      (["*DataSource.swift"], .view),
      (["*UseCase.*", "*UseCaseImpl.*", "**/UseCases/**", "**/usecases/**", "**/usecase/**"], "use case"),
      (["*Repository.*", "*RepositoryImpl.*", "*DataSource.*", "*DataManager.*"], "repository"),
      // Core Data's controllers hold data, not a screen: before `*Controller.*`.
      (["*DataController.*", "*FetchedResultsController.*"], "data controller"),
      (
        ["*Router.*", "*RouterInput.*", "*RouterProtocol.*", "*Navigator.*", "*Wireframe.*", "*Route.swift",
         "*Routes.swift"], "router"
      ),
      (["*Coordinator.*"], "coordinator"),
      (
        [
          "*Builder.*", "*Configurator.*", "*Assembly.*", "*Assembler.*", "*Factory.*", "*Module.kt", "*Module.java",
          "*Component.kt", "*Component.java", "*Injector.*", "*FragmentProvider.*", "*ActivityProvider.*",
          "AppDelegate.swift", "SceneDelegate.swift",
          "*Application.kt", "*Application.java", "*App.swift", "**/di/**", "**/DI/**",
        ], "wiring"
      ),
      (["*ViewController.*", "*VC.*", "*Controller.*"], "view controller"),
      (["*Activity.*"], "activity"),
      (["*Fragment.*"], "fragment"),
      (
        [
          "*View.*", "*Screen.*", "*Cell.*", "*Adapter.*", "*ViewHolder.*", "*Dialog.*", "*Sheet.*", "*Page.*",
          "*Route.kt", "*Content.kt",
          "**/Views/**", "**/views/**", "**/ui/**", "**/UI/**", "**/designsystem/**", "**/DesignSystem/**",
          "**/theme/**", "**/Theme/**", "**/component/**", "**/components/**", "**/Components/**",
        ], .view
      ),
      (
        [
          "*Model.*", "*Models.*", "*Service.*", "*API.*", "*Api.*", "*Client.*", "*Entity.*", "*Dto.*", "*DTO.*",
          "*Response.*", "*Request.*", "**/Model/**", "**/Models/**", "**/model/**", "**/models/**", "**/data/**",
          "**/domain/**", "**/Entities/**", "**/Services/**", "**/Networking/**", "**/network/**", "*Dao.*",
          "*Worker.*", "*Fetcher.*", "*Storage.*", "*Endpoint.*", "*Endpoints.*", "*Gateway.*", "*ServiceProtocol.*",
          "*RepositoryProtocol.*", "**/Entity/**", "**/entity/**", "**/Gateways/**", "**/database/**",
          "**/datastore/**", "**/dao/**", "**/Persistence/**", "**/Data/**", "**/Domain/**", "**/Network/**",
          "**/Infrastructure/**",
        ], .model
      ),
    ].flatMap { globs, role in globs.map { RoleRule($0, role) } })

  /// The role of `path`, where an extension file (`Type+Thing.swift`)
  /// takes its type's role when a rule gives the type one:
  /// `LoginPresenter+Validation.swift` is a presenter.
  ///
  /// ```swift
  /// RoleRules.mobilePreset.roleIgnoringExtension(forPath: "Login/LoginPresenter+Validation.swift")  // .presenter
  /// ```
  public func roleIgnoringExtension(forPath path: String) -> Role {
    ruleIndexIgnoringExtension(forPath: path).map { rules[$0].role } ?? fallback
  }

  /// The index of the rule that gives `path` its role: for an extension
  /// file (`Type+Thing.ext`), the rule of `Type.ext` if one matches, else
  /// the rule of the path as it is.
  func ruleIndexIgnoringExtension(forPath path: String) -> Int? {
    let name = Glob.lastComponent(path)
    if let plus = name.firstIndex(of: "+"), plus > name.startIndex {
      let ext = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
      let typePath = String(path.dropLast(name.count)) + String(name[..<plus]) + ext
      if let index = ruleIndex(forPath: typePath) { return index }
    }
    return ruleIndex(forPath: path)
  }
}
