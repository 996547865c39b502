/// The counts of a coverage record, checked: what no test run can write is
/// refused by the record's number and path, never judged or summed.
extension CoverageFile {
  /// The most lines a record may count: far beyond any source file, and
  /// low enough that no sum of records overflows.
  public static let mostLines = 1_000_000_000

  static let beyondAnyFile = "more than any source file has (at most \(mostLines))"

  /// `lines` when they can be a file's: neither count negative, at most
  /// ``mostLines`` lines, no more covered than there are.
  static func checked(_ lines: LineCoverage, record: Int, path: String) throws(Failure) -> LineCoverage {
    guard lines.covered >= 0, lines.count >= 0 else {
      throw refusal(
        record: record, path: path, "a negative count (\(lines.covered) lines covered of \(lines.count))")
    }
    guard lines.count <= mostLines else {
      throw refusal(record: record, path: path, "\(lines.count) lines, \(beyondAnyFile)")
    }
    guard lines.covered <= lines.count else {
      throw refusal(
        record: record, path: path, "\(lines.covered) lines covered of \(lines.count): more than the file has")
    }
    return lines
  }

  /// `"record 3 (/ci/App/Login/LoginPresenter.swift): why"`, on one line
  /// whatever the path holds.
  static func refusal(record: Int, path: String, _ why: String) -> Failure {
    Failure(description: "record \(record) (\(path.escapedControls)): \(why)")
  }
}
