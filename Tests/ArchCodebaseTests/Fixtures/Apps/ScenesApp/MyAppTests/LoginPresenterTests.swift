import XCTest

final class LoginPresenterTests: XCTestCase {
  func testRejectsAShortPassword() {}
}
