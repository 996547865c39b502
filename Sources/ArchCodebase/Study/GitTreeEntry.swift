import Foundation

/// One file of a commit's tree, as `git ls-tree -r -z` lists it: read from
/// the object store, no file of it written or fetched.
struct GitTreeEntry: Equatable {
  /// What the entry is, by its mode.
  enum Kind: Equatable {
    /// A file (`100644`, or `100755` executable).
    case file
    /// A symbolic link (`120000`): its blob is the target's path.
    case link
    /// Anything else: a submodule's commit (`160000`).
    case other
  }

  var kind: Kind
  /// The blob's object name.
  var object: String
  /// The path from the tree's top, as git stores it: bytes, not always UTF-8.
  var path: [UInt8]

  /// Every file of `commit`'s tree in `repository`, subfolders included.
  ///
  /// - Throws: ``Git/Failure`` when the commit or a tree of it cannot be read.
  static func entries(of commit: String, in repository: URL) throws -> [GitTreeEntry] {
    let listing = try Git.data(["--git-dir", repository.path, "ls-tree", "-r", "-z", "--full-tree", commit])
    return parse(Array(listing))
  }

  /// The entries of `ls-tree -z` output: `MODE TYPE OBJECT\tPATH\0` each.
  static func parse(_ bytes: [UInt8]) -> [GitTreeEntry] {
    bytes.split(separator: 0).compactMap { record in
      guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { return nil }
      let fields = record[..<tab].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
      guard fields.count == 3 else { return nil }
      let kind: Kind =
        switch fields[0] {
        case "100644", "100755": .file
        case "120000": .link
        default: .other
        }
      return GitTreeEntry(kind: kind, object: fields[2], path: Array(record[(tab + 1)...]))
    }
  }

  /// The path as text, a byte that is not UTF-8 shown as U+FFFD.
  var shownPath: String { String(decoding: path, as: UTF8.self) }

  /// The extension of the path's last name (`swift`), `""` when it has
  /// none or the name only starts with a dot.
  var pathExtension: String {
    let name = path.split(separator: UInt8(ascii: "/")).last ?? []
    guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
    return String(decoding: name[(dot + 1)...], as: UTF8.self)
  }
}
