import Foundation

/// A generated app tree for the line-counting benchmark: screens in Swift,
/// Kotlin and Java named as iOS and Android apps name them, each file of
/// code, comments (line, block, doc), blank lines and string literals that
/// hold comment markers.
struct LinesTree {
  let root: URL
  let files: Int
  let lines: Int

  /// Writes `files` files of `linesPerFile` lines under a new temporary
  /// folder: ten to a screen's folder, or all in one folder when `flat`.
  static func generate(files: Int, linesPerFile: Int, flat: Bool = false) throws -> LinesTree {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("archlab-lines-tree-\(UUID().uuidString)")
    // Each declares the supertype its kind has in a real app, so the declaration index has chains to follow.
    let roles = [
      ("ViewController", "swift", ": UIViewController"), ("Presenter", "swift", ""), ("View", "swift", ": UIView"),
      ("ViewModel", "swift", ": ObservableObject"), ("Repository", "swift", ""), ("Coordinator", "swift", ""),
      ("Fragment", "kt", " : Fragment()"), ("ViewModel", "kt", " : ViewModel()"), ("Repository", "kt", ""),
      ("Activity", "java", " extends Activity"),
    ]
    var written = 0
    var screen = 0
    while written < files {
      let folder = root.appendingPathComponent(flat ? "App" : "Features/Screen\(screen)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (role, ext, supertype) in roles where written < files {
        let name = "Screen\(screen)\(role)"
        let text =
          ext == "swift"
          ? swift(name, supertype, linesPerFile) : cFamily(name, supertype, linesPerFile, java: ext == "java")
        try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).\(ext)"))
        written += 1
      }
      screen += 1
    }
    return LinesTree(root: root, files: files, lines: files * linesPerFile)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// `lines` lines of Swift: a type whose members cycle through code, a
  /// doc comment, a block comment, a blank line and a string with `//`.
  static func swift(_ name: String, _ supertype: String, _ lines: Int) -> String {
    var out = [
      "import Foundation", "", "/// \(name): generated for the benchmark.", "final class \(name)\(supertype) {",
    ]
    var i = 0
    while out.count < lines - 1 {
      switch i % 8 {
      case 0: out.append("  /// The value number \(i).")
      case 1: out.append("  var value\(i) = \"https://example.com/\(i) // not a comment\"")
      case 2: out.append("")
      case 3: out.append("  /* a block comment */ func step\(i)() -> Int { \(i) * 2 }")
      case 4: out.append("  // a line comment")
      default: out.append("  let constant\(i) = \(i)")
      }
      i += 1
    }
    out.append("}")
    return out.joined(separator: "\n") + "\n"
  }

  /// `lines` lines of Kotlin or Java in the same shape.
  static func cFamily(_ name: String, _ supertype: String, _ lines: Int, java: Bool) -> String {
    var out = [
      "package com.example.bench;", "", "/** \(name): generated for the benchmark. */", "class \(name)\(supertype) {",
    ]
    var i = 0
    while out.count < lines - 1 {
      switch i % 8 {
      case 0: out.append("    /** The value number \(i). */")
      case 1:
        out.append(
          java
            ? "    String value\(i) = \"http://example.com/\(i) // no\";"
            : "    val value\(i) = \"http://example.com/\(i) // no\"")
      case 2: out.append("")
      case 3:
        out.append(
          java
            ? "    int step\(i)() { return \(i) * 2; } /* block */" : "    fun step\(i)(): Int = \(i) * 2 /* block */")
      case 4: out.append("    // a line comment")
      default: out.append(java ? "    final int constant\(i) = \(i);" : "    val constant\(i) = \(i)")
      }
      i += 1
    }
    out.append("}")
    return out.joined(separator: "\n") + "\n"
  }
}
