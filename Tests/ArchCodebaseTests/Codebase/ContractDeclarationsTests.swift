import Testing

@testable import ArchCodebase

/// A view's contract declared above the presenter in the presenter's own
/// file counts as the screen's view, as a `*Contract` file does.
@Suite struct ContractDeclarationsTests {
  @Test func countsTheCodeLinesOfTopLevelProtocolsAndInterfaces() {
    let swift = """
      import Foundation

      /// The view.
      protocol BooksView: AnyObject {
        func refresh()  // { not a brace }
        func show(error: String)
      }

      public protocol BooksPresenter { func load() }

      final class BooksPresenterImplementation: BooksPresenter {
        weak var view: BooksView?
        func load() { view?.refresh() }
      }
      """
    // NB: count the doc comment to see 6 lines where there are 5 (4 of BooksView, 1 of BooksPresenter).
    #expect(ContractDeclarations.codeLines(in: swift) == 5)
    let kotlin = "interface LoginView {\n  fun show()\n}\n\nfun interface Marker\n\nclass LoginPresenter\n"
    #expect(ContractDeclarations.codeLines(in: kotlin) == 4)
  }

  @Test func ignoresNestedDeclarationsAndBracesInStringsAndComments() {
    let text = """
      final class P {
        protocol Inner { func x() }
        let s = "protocol Fake {"
        /* protocol Hidden { */
      }
      """
    #expect(ContractDeclarations.codeLines(in: text) == 0)
  }

  @Test func aPresentersFileWithItsContractSplitsBetweenLogicAndView() throws {
    let claims = try GroupingEdgeCaseTests.claims([
      "Library/Scenes/Books/BooksPresenter.swift": """
        protocol BooksView: AnyObject {
          func refresh()
        }
        final class BooksPresenterImplementation {
          weak var view: BooksView?
          func load() { view?.refresh() }
        }
        """,
      "Library/Scenes/Books/BooksViewController.swift": GroupingEdgeCaseTests.code(6),
    ])
    let books = try #require(claims.grouping.screens.first { $0.name == "Books" })
    #expect((books.lines.logic, books.lines.view) == (4, 9))
    #expect(claims.grouping.files.first { $0.path.hasSuffix("BooksPresenter.swift") }?.contractCode == 3)
  }
}
