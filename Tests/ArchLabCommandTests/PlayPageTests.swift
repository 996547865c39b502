import Foundation
import Testing

/// `archlab play --format html`: one page to step through, self-contained,
/// with every mark where it happens.
@Suite struct PlayPageTests {
  static func page(_ arguments: [String]) throws -> (html: String, exitCode: Int32) {
    let result = ArchlabProcess.runInProcess(["play"] + arguments + ["--format", "html"])
    return (result.stdout, result.exitCode)
  }

  static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

  @Test func aRenderAfterDestroyIsLabelledOnceInTheStepPanel() throws {
    let (html, _) = try Self.page(["ticker", "--variant", "mvp-leaky"])
    #expect(html.contains("<dt>render after destroy</dt><dd>#"))
    // NB: keep the violation's own "render after destroy: " to see the label twice (issue 38).
    #expect(!html.contains("<dt>render after destroy</dt><dd>render after destroy"))
  }

  @Test func worksOfflineWithItsOwnStyleAndScript() throws {
    let (html, exitCode) = try Self.page(["login"])
    #expect(exitCode == 0)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for reference in ["http://", "https://", "src=", "href=", "url(", "@import", "<link"] {
      #expect(!html.contains(reference), "\(reference)")
    }
    #expect(html.contains("<script>") && html.contains("ArrowRight"))
    #expect(html.contains("prefers-color-scheme: dark"))
  }

  @Test func hasARowAndADetailPerStepAndOneForTeardown() throws {
    let (html, _) = try Self.page(["search", "--variant", "mvp", "--variant", "mvp-leaky"])
    // Search's rotation scenario has 9 steps; teardown makes 10.
    #expect(Self.count("<tr class=\"step", in: html) == 10)
    #expect(Self.count("<article class=\"detail\"", in: html) == 10)
    // Only the first step's details show before a key is pressed.
    #expect(Self.count("\" hidden>", in: html) == 9)
    #expect(html.contains("data-step=\"10\""))
  }

  @Test func marksRendersAfterDestroyOnTheirStepAndLeaksWithTheirSourceLineOnTeardown() throws {
    let (html, _) = try Self.page(["search", "--variant", "mvp", "--variant", "mvp-leaky"])
    let rows = html.components(separatedBy: "<tr class=\"step").dropFirst()
    let step5 = try #require(rows.first { $0.contains("data-step=\"5\"") })
    #expect(step5.contains("↯1"))
    #expect(step5.hasPrefix(" diverges"))
    let step2 = try #require(rows.first { $0.contains("data-step=\"2\"") })
    #expect(!step2.contains("↯"))
    let teardown = try #require(html.components(separatedBy: "After teardown: what the probes found").last)
    #expect(teardown.contains("live subscription: search.leaky"))
    #expect(teardown.contains("LeakySearchPresenter.swift:"))
  }

  @Test func escapesWhatItShows() throws {
    let (html, _) = try Self.page(["profile", "--variant", "mvp"])
    // Frames hold "(#42)": text, never markup; the only tags are the page's own.
    #expect(!html.contains("<#"))
    #expect(html.contains("user Ada Lovelace (#42)"))
  }

  @Test func takesItsFormatFromTheOutputFileAndSaysWhereItWrote() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archlab-play-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("timeline.html").path
    let result = ArchlabProcess.runInProcess(["play", "ticker", "--output", path])
    #expect(result.exitCode == 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "wrote \(path)\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("<table class=\"timeline\">"))
  }
}
