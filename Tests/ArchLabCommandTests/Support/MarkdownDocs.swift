import Foundation

/// The project's Markdown: `docs/*.md`, the README and the DocC catalogs'
/// pages, and the fenced blocks in them, for the tests that keep the guides
/// true.
enum MarkdownDocs {
  /// A fenced block: its info string (`sh`, `swift`, `diff`), its body, and
  /// the line just before its opening fence (where a marker comment goes).
  struct Block: Sendable {
    var file: String
    var language: String
    var body: String
    var lineBefore: String
    var line: Int
  }

  /// `docs/*.md`, by name.
  static var guides: [URL] {
    let folder = ArchlabProcess.packageRoot.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// The pages of every DocC catalog, `Sources/<Module>/<Module>.docc/*.md`:
  /// the root pages and the guides that moved there from `docs/`.
  static var catalogPages: [URL] {
    let sources = ArchlabProcess.packageRoot.appendingPathComponent("Sources")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return modules.sorted().flatMap { module -> [URL] in
      let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
      return names.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
    }
  }

  /// The README beside the guides.
  static var readme: URL { ArchlabProcess.packageRoot.appendingPathComponent("README.md") }

  static func text(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// The fenced blocks of `url`, in order.
  static func blocks(in url: URL) -> [Block] {
    var blocks: [Block] = []
    var open: Block?
    var previous = ""
    for (index, line) in text(url).components(separatedBy: "\n").enumerated() {
      if var block = open {
        if line.hasPrefix("```") {
          blocks.append(block)
          open = nil
        } else {
          block.body += line + "\n"
          open = block
        }
      } else if line.hasPrefix("```") {
        open = Block(
          file: url.lastPathComponent, language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces),
          body: "", lineBefore: previous, line: index + 1)
      }
      previous = line
    }
    return blocks
  }

  /// The text of `url` with its fenced blocks left out (prose only).
  static func prose(_ url: URL) -> String {
    var inside = false
    return text(url).components(separatedBy: "\n").filter { line in
      if line.hasPrefix("```") {
        inside.toggle()
        return false
      }
      return !inside
    }.joined(separator: "\n")
  }
}
