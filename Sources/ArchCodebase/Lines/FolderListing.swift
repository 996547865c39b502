import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The names in a folder, read as bytes (`readdir`): those that are valid
/// UTF-8 as strings, and apart those that are not, which no `String` path
/// can open — each shown with its undecodable bytes as `\xFF` and its kind
/// found through the folder (`fstatat`), so a walk can name it.
struct FolderListing {
  /// A name that is not valid UTF-8.
  struct Undecodable {
    /// The name with each undecodable byte written `\xFF`.
    var shown: String
    /// What it is: `.other` when it cannot be looked at.
    var kind: FileStatus.Kind
  }

  /// The names that are valid UTF-8, in the order the folder gives them.
  private(set) var names: [String] = []
  /// The names that are not.
  private(set) var undecodable: [Undecodable] = []

  /// Lists `path`.
  ///
  /// - Throws: `POSIXError` with the reason the folder cannot be opened.
  init(_ path: String) throws {
    guard let folder = opendir(path) else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let bytes = Self.name(of: entry)
      if bytes == Array(".".utf8) || bytes == Array("..".utf8) { continue }
      if let name = String(validating: bytes, as: UTF8.self) {
        names.append(name)
      } else {
        undecodable.append(Undecodable(shown: Self.shown(bytes), kind: Self.kind(of: bytes, in: dirfd(folder))))
      }
    }
  }

  private static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
    withUnsafePointer(to: &entry.pointee.d_name) { tuple in
      tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { name in
        Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
      }
    }
  }

  private static func kind(of name: [UInt8], in folder: Int32) -> FileStatus.Kind {
    var info = stat()
    let found = (name + [0]).withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { fstatat(folder, $0.baseAddress!, &info, 0) == 0 }
    }
    guard found else { return .other }
    let type = info.st_mode & mode_t(S_IFMT)
    return type == mode_t(S_IFREG) ? .regular : type == mode_t(S_IFDIR) ? .folder : .other
  }

  /// `bytes` as text, each byte that is not part of a valid UTF-8 sequence
  /// written `\xFF`.
  static func shown(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
      if length > 0, index + length <= bytes.count,
        let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
      {
        text += scalar
        index += length
      } else {
        text += "\\x" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2)
        index += 1
      }
    }
    return text
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
