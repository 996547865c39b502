import Testing

@testable import ArchCodebase

/// The declaration index: what each file declares, inherits and names,
/// read past comments and string literals.
@Suite struct SourceDeclarationsTests {
  static func swift(_ text: String) -> SourceDeclarations { SourceDeclarations(text, language: .swift) }
  static func kotlin(_ text: String) -> SourceDeclarations { SourceDeclarations(text, language: .kotlin) }
  static func java(_ text: String) -> SourceDeclarations { SourceDeclarations(text, language: .java) }

  @Test func readsSwiftTypesWithTheirConformancesAndNestedTypes() {
    let file = Self.swift(
      """
      import UIKit
      /// A `class Fake: UIView` in a doc comment declares nothing.
      @MainActor
      final class LoginViewController: UIViewController, LoginView {
        let label = "class InString: UIView {"
        struct Row: Hashable { let title: String }
        class func make() -> LoginViewController { LoginViewController() }
      }
      extension LoginViewController: UITableViewDataSource {}
      """)
    #expect(file.types.map(\.name) == ["LoginViewController", "Row", "LoginViewController"])
    #expect(file.types[0].supertypes == ["UIViewController", "LoginView"])
    #expect(file.types[0].annotations == ["MainActor"])
    #expect(file.types[0].modifiers == ["final"])
    #expect(file.types[1].outer == "LoginViewController")
    #expect(file.types[2].kind == .extension)
    #expect(file.types[2].supertypes == ["UITableViewDataSource"])
    #expect(file.types[0].lines == 3...8)
    #expect(file.types[0].codeLines == 6)
    // NB: stop skipping string literals to see `InString` declared.
    #expect(!file.references.contains("InString") && !file.references.contains("Fake"))
  }

  @Test func readsKotlinConstructorsSupertypeCallsDelegationAndAnnotations() {
    let file = Self.kotlin(
      """
      @HiltViewModel
      class LoginViewModel @Inject constructor(
          private val repository: UserRepository,
      ) : ViewModel(), Api by DefaultApi("${'$'}{"}"}") {
          val state = MutableStateFlow(LoginUiState())
      }
      data class LoginUiState(val name: String = "{")
      enum class Mode { A, B }
      fun interface Listener { fun on() }
      @Composable
      fun LoginScreen(viewModel: LoginViewModel = hiltViewModel()) {}
      private fun Modifier.helper() = this
      """)
    #expect(file.types.map(\.name) == ["LoginViewModel", "LoginUiState", "Mode", "Listener"])
    #expect(file.types[0].supertypes == ["ViewModel", "Api"])
    #expect(file.types[0].annotations == ["HiltViewModel"])
    #expect(file.types[0].references.isSuperset(of: ["UserRepository", "MutableStateFlow", "LoginUiState"]))
    #expect(file.types[1].lines == 7...7)
    #expect(file.types[2].modifiers == ["enum"] && file.types[2].kind == .class)
    #expect(file.functions.map(\.name) == ["LoginScreen", "helper"])
    #expect(file.functions[0].annotations == ["Composable"])
  }

  @Test func readsJavaExtendsImplementsAndNestedInterfaces() {
    let file = Self.java(
      """
      public class MainActivity extends AppCompatActivity implements MainContract.View, OnClickListener {
          private final char quote = '"';
          private Class<?> type = MainActivity.class;
      }
      public interface MainContract {
          interface View extends BaseView<Presenter> { void show(); }
          interface Presenter { void load(); }
      }
      public @interface PerActivity {}
      """)
    #expect(file.types.map(\.name) == ["MainActivity", "MainContract", "View", "Presenter", "PerActivity"])
    #expect(file.types[0].supertypes == ["AppCompatActivity", "MainContract.View", "OnClickListener"])
    #expect(file.types[0].supertypeNames == ["AppCompatActivity", "View", "OnClickListener"])
    #expect(file.types[2].outer == "MainContract" && file.types[2].supertypes == ["BaseView"])
    #expect(file.types[2].references.contains("Presenter"))
  }

  @Test func skipsRawStringsInterpolationsAndNestedComments() {
    let file = Self.swift(
      """
      /* outer /* inner class A {} */ still comment class B {} */
      let s = #"a "quoted" class C { "#
      let t = "\\(items.map { "class D {" }.count) done"
      let u = \"\"\"
        class E {
        \"\"\"
      struct F {}
      """)
    #expect(file.types.map(\.name) == ["F"])
  }

  @Test func aKeywordUsedAsANameDeclaresNothing() {
    let file = Self.swift("let object = 1\nfor object in list {}\nprotocol P: class {}\nlet k = Foo.self\n")
    #expect(file.types.map(\.name) == ["P"])
  }
}

/// Kinds resolved along the app's own supertype chains.
@Suite struct AppDeclarationsTests {
  static func app(_ files: [(String, String)]) -> AppDeclarations {
    AppDeclarations(
      files.map { path, text in
        let language = SourceLanguage(pathExtension: String(path.split(separator: ".").last!))!
        return FileDeclarations(
          path: path, language: language, declarations: SourceDeclarations(text, language: language))
      })
  }

  @Test func anAppsBaseClassPassesItsRootToItsSubclasses() {
    let app = Self.app([
      ("BaseActivity.kt", "abstract class BaseActivity<VB> : AppCompatActivity()"),
      ("LoginActivity.kt", "class LoginActivity : BaseActivity<Binding>(), LoginView"),
      ("LoginView.kt", "interface LoginView"),
      ("BaseController.kt", "abstract class BaseController : Controller()"),
      ("HomeController.kt", "class HomeController : BaseController()"),
      ("NetworkController.kt", "class NetworkController(private val api: Api)"),
    ])
    #expect(app.kind(of: "LoginActivity", language: .kotlin) == .activity)
    #expect(app.kind(of: "HomeController", language: .kotlin) == .viewController)
    #expect(app.kind(of: "NetworkController", language: .kotlin) == .notUI)
    #expect(app.kind(of: "LoginView", language: .kotlin) == .notUI)
    #expect(app.isBase("BaseActivity") && !app.isBase("LoginActivity"))
  }

  @Test func swiftAndAndroidRootsAreApart() {
    let app = Self.app([
      ("ShareActivity.swift", "final class ShareActivity: UIActivity {}"),
      ("RoundActivity.swift", "final class RoundActivity: UIButton {}"),
      ("Cycle.swift", "class A: B {}\nclass B: A {}"),
      ("Model.swift", "@Observable final class Settings {}"),
    ])
    #expect(app.kind(of: "ShareActivity", language: .swift) == .notUI)
    #expect(app.kind(of: "RoundActivity", language: .swift) == .view)
    #expect(app.kind(of: "A", language: .swift) == .unresolved)
    #expect(app.kind(of: "Settings", language: .swift) == .viewModel)
    #expect(app.kind(of: "View", language: .kotlin) == .view)
  }
}
