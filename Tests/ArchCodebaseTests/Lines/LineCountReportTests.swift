import Foundation
import Testing

@testable import ArchCodebase

struct LineCountReportTests {
  /// A small feature tree in a fresh temporary folder, removed by `body`'s end.
  func withTree(_ body: (URL) throws -> Void) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ArchCodebaseTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files: [String: String] = [
      "Sources/Feature/MVP/LoginContract.swift": "protocol LoginView {}\n// A contract.\n",
      "Sources/Feature/MVP/LoginPresenter.swift": "final class LoginPresenter {\n\n  let a = 1\n}\n",
      "Sources/Feature/MVP/LoginView.swift": "struct V {}\n",
      "Sources/Feature/Model/User.swift": "/// A user.\nstruct User {\n  var name: String\n}\n",
      "Sources/Feature/Notes.md": "not Swift\n",
      "Sources/Feature/.hidden/Secret.swift": "let secret = 1\n",
      ".build/debug/Generated.swift": "let generated = 1\n",
      "Sources/Feature/main.swift": "print(1)\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try body(root)
  }

  @Test func countsASmallTreeByRole() throws {
    try withTree { root in
      let report = try LineCountReport(counting: [root], relativeTo: root)
      // NB: drop the hidden-entry check in `SourceFileWalk.walk` to see this fail.
      #expect(report.files.map(\.path) == [
        "Sources/Feature/MVP/LoginContract.swift", "Sources/Feature/MVP/LoginPresenter.swift",
        "Sources/Feature/MVP/LoginView.swift", "Sources/Feature/Model/User.swift", "Sources/Feature/main.swift",
      ])
      #expect(report.roles.map(\.role) == [.contract, .presenter, .view, .model, .other])  // rule order
      #expect(report.total == LineCounts(code: 9, comment: 2, blank: 1))
      let presenter = try #require(report.roles.first { $0.role == .presenter })
      #expect(presenter.files == 1 && presenter.counts == LineCounts(code: 3, blank: 1))
    }
  }

  @Test func roleTotalsAndSharesAddUp() throws {
    try withTree { root in
      let report = try LineCountReport(counting: [root.appendingPathComponent("Sources")], relativeTo: root)
      #expect(report.roles.reduce(LineCounts.zero) { $0 + $1.counts } == report.total)
      #expect(report.roles.map(\.files).reduce(0, +) == report.files.count)
      #expect(abs(report.roles.map(\.codeShare).reduce(0, +) - 1) < 1e-9)
      #expect(report.roles.first { $0.role == .model }?.codeShare == 3.0 / 9.0)
    }
  }

  @Test func countsNamedFilesOnceAndFollowsCustomRules() throws {
    try withTree { root in
      let view = root.appendingPathComponent("Sources/Feature/MVP/LoginView.swift")
      let rules = try RoleRules(parsing: "**/MVP/* mvp\n")
      let report = try LineCountReport(
        counting: [view, root.appendingPathComponent("Sources/Feature/MVP")], relativeTo: root, rules: rules)
      #expect(report.files.count == 3)
      #expect(report.roles.map(\.role) == ["mvp"])
    }
  }

  @Test func encodesAndDecodesAsJSON() throws {
    try withTree { root in
      let report = try LineCountReport(counting: [root], relativeTo: root)
      let data = try JSONEncoder().encode(report)
      #expect(try JSONDecoder().decode(LineCountReport.self, from: data) == report)
      #expect(String(decoding: data, as: UTF8.self).contains(#""role":"presenter""#))
    }
  }

  @Test func readsAReportWrittenBeforeSkippedPathsWereListed() throws {
    let old = #"{"files":[],"roles":[],"total":{"blank":0,"code":0,"comment":0}}"#
    #expect(try JSONDecoder().decode(LineCountReport.self, from: Data(old.utf8)).skipped == [])
    let report = LineCountReport(files: [], skipped: [SkippedPath(path: "a.swift", reason: .notARegularFile)])
    let data = try JSONEncoder().encode(report)
    #expect(try JSONDecoder().decode(LineCountReport.self, from: data) == report)
  }

  @Test func refusesAPathThatDoesNotExist() {
    #expect(throws: CocoaError.self) {
      try LineCountReport(
        counting: [URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")], relativeTo: URL(fileURLWithPath: "/"))
    }
  }

  @Test func sharesAreZeroWithoutCode() {
    let report = LineCountReport(files: [FileLineCount(path: "a.swift", role: .other, counts: LineCounts(blank: 2))])
    #expect(report.roles.map(\.codeShare) == [0])
  }
}
