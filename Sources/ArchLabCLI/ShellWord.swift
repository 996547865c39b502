/// A value as one word of a shell command line, for commands a report
/// records so that they replay.
package enum ShellWord {
  /// The characters a shell takes literally outside quotes.
  static let unquoted = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=@%+,")

  /// `value` as it is when every character is safe, else in single quotes.
  package static func quoted(_ value: String) -> String {
    guard value.isEmpty || !value.allSatisfy(unquoted.contains) else { return value }
    return "'" + value.replacing("'", with: #"'\''"#) + "'"
  }
}
