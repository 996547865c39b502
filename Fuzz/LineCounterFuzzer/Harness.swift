// libFuzzer entry point for the line counter, the rules-file reader and
// Glob. Compiled together with Sources/ArchCodebase/Lines/ (see
// ../run-line-counter-fuzzer); any broken invariant traps, which libFuzzer
// reports as a crash with the input that caused it.

/// Lines as the counter defines them: `\n`, `\r\n` and `\r` each end one,
/// and a last line without a break counts.
func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
  var lines = 0
  var i = 0
  while i < bytes.count {
    if bytes[i] == 0x0D || bytes[i] == 0x0A {
      lines += 1
      if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
    }
    i += 1
  }
  if let last = bytes.last, last != 0x0A, last != 0x0D { lines += 1 }
  return lines
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: size)

  // The line counter: every line is code, comment or blank exactly once.
  let result = SwiftLineCounter.count(buffer: bytes)
  let lines = lineCount(bytes)
  precondition(result.counts.total == lines, "\(result.counts) for \(lines) lines")
  precondition(result.notes.allSatisfy { (1...max(lines, 1)).contains($0.line) }, "note outside the file")

  // The rules-file reader: rules, or an error on a line that exists.
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    let rules = try RoleRules(parsing: text)
    precondition((try? RoleRules(parsing: rules.description)) == rules, "rules do not read back")
    // Glob: each rule's pattern against the input's lines as paths.
    for rule in rules.rules.prefix(8) {
      for path in text.split(separator: "\n").prefix(8) { _ = rule.glob.matches(String(path)) }
    }
  } catch {
    let breaks = text.count { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    precondition((1...breaks + 1).contains(error.line), "error on line \(error.line) of \(breaks + 1)")
  }
  return 0
}
