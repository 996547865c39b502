/// The tags of a machine-written XML text, in order, with their attributes:
/// enough to read a JaCoCo report without an XML library. Comments,
/// processing instructions and the doctype are skipped; `<a/>` is read as
/// `a` alone, `</a>` as `/a`. Entities in attribute values are decoded for
/// the five XML names; text between tags is not read.
///
/// ```swift
/// for tag in XMLTags("<package name=\"com/x\"><sourcefile name=\"A.kt\"/></package>") {
///   print(tag.name, tag.attributes)  // package ["name": "com/x"], sourcefile …, /package [:]
/// }
/// ```
struct XMLTags: Sequence, IteratorProtocol {
  /// One tag.
  struct Tag {
    var name: String
    var attributes: [String: String]
  }

  private let bytes: [UInt8]
  private var index = 0

  init(_ text: String) { bytes = Array(text.utf8) }

  mutating func next() -> Tag? {
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      let start = index + 1
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
      index = end + 1
      guard start < end, bytes[start] != UInt8(ascii: "!"), bytes[start] != UInt8(ascii: "?") else { continue }
      return Self.tag(bytes[start..<end])
    }
    return nil
  }

  /// `name a="1" b='2'` (a trailing `/` dropped) as a tag.
  static func tag(_ body: ArraySlice<UInt8>) -> Tag {
    var body = body
    if body.last == UInt8(ascii: "/") { body = body.dropLast() }
    let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    let nameEnd = body.firstIndex(where: isSpace) ?? body.endIndex
    let name = String(decoding: body[..<nameEnd], as: UTF8.self)
    var attributes: [String: String] = [:]
    var rest = body[nameEnd...]
    while let equals = rest.firstIndex(of: UInt8(ascii: "=")) {
      let key = String(decoding: rest[..<equals], as: UTF8.self).trimmingSpaces
      var after = rest[(equals + 1)...].drop(while: isSpace)
      guard let quote = after.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { break }
      after = after.dropFirst()
      guard let close = after.firstIndex(of: quote) else { break }
      attributes[key] = decodeEntities(String(decoding: after[..<close], as: UTF8.self))
      rest = after[(close + 1)...]
    }
    return Tag(name: name, attributes: attributes)
  }

  static func decodeEntities(_ value: String) -> String {
    guard value.contains("&") else { return value }
    return value.replacingAll("&lt;", "<").replacingAll("&gt;", ">").replacingAll("&quot;", "\"")
      .replacingAll("&apos;", "'").replacingAll("&amp;", "&")
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  fileprivate func replacingAll(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
