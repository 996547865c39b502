/// A mistake on the command line, described in one line that names it and,
/// where one is close, the nearest valid choice.
///
/// ```swift
/// print(CommandLineError.unknownCommand("comapre", suggestion: "compare"))
/// // unknown command 'comapre'; did you mean 'compare'?
/// ```
///
/// Every case is a usage error: ``exitCode`` is 2, as for most Unix tools.
package enum CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A subcommand name that does not exist.
  case unknownCommand(String, suggestion: String?)
  /// An option or flag the command does not declare; `command` is its name.
  case unknownOption(String, command: String, suggestion: String?)
  /// An option given without its value; `option` is its label (`--format`).
  case missingValue(option: String, allowedValues: [String])
  /// A value outside an option's allowed values; `option` is its long name.
  case valueNotAllowed(option: String, value: String, allowedValues: [String], suggestion: String?)
  /// A value given to a flag, as in `--quick=yes`.
  case valueForFlag(flag: String)
  /// A non-repeatable option given more than once, with the values given.
  case repeatedOption(option: String, values: [String])
  /// A required positional not given; `name` is its name, without brackets.
  case missingArgument(name: String, command: String)
  /// A positional argument no positional of the command takes.
  case unexpectedArgument(String, command: String)
  /// A value that should be a whole number; `argument` is `--count` or `<count>`.
  case notAnInteger(argument: String, value: String)
  /// A whole number outside the accepted range.
  case integerOutOfRange(argument: String, value: Int, range: ClosedRange<Int>)
  /// Any other usage mistake a command finds, in its own words.
  case usage(String)

  /// The process exit status for this error: 2, a usage error.
  package var exitCode: Int32 { 2 }

  /// The message, one line, without a trailing period.
  package var description: String {
    switch self {
    case .unknownCommand(let name, let suggestion):
      return "unknown command '\(name)'" + Self.hint(suggestion)
    case .unknownOption(let option, let command, let suggestion):
      return "unknown option '\(option)' for '\(command)'" + Self.hint(suggestion)
    case .missingValue(let option, let allowed):
      let choices = allowed.isEmpty ? "" : " (\(allowed.joined(separator: ", ")))"
      return "\(option) needs a value\(choices)"
    case .valueNotAllowed(let option, let value, let allowed, let suggestion):
      let choices = allowed.joined(separator: ", ")
      guard let suggestion else { return "unknown \(option) '\(value)'; choose one of \(choices)" }
      return "unknown \(option) '\(value)'; did you mean '\(suggestion)'? (choose one of \(choices))"
    case .valueForFlag(let flag):
      return "\(flag) is a flag and takes no value"
    case .repeatedOption(let option, let values):
      let given = values.map { "'\($0)'" }.joined(separator: ", ")
      return "\(option) can be given only once (got \(given))"
    case .missingArgument(let name, let command):
      return "missing argument <\(name)> for '\(command)'"
    case .unexpectedArgument(let argument, let command):
      return "unexpected argument '\(argument)' for '\(command)'"
    case .notAnInteger(let argument, let value):
      return "\(argument) needs a whole number, got '\(value)'"
    case .integerOutOfRange(let argument, let value, let range) where range.upperBound == Int.max:
      // An open range: its upper bound means nothing to the reader.
      return "\(argument) must be at least \(range.lowerBound), got \(value)"
    case .integerOutOfRange(let argument, let value, let range):
      return "\(argument) must be from \(range.lowerBound) to \(range.upperBound), got \(value)"
    case .usage(let message):
      return message
    }
  }

  private static func hint(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
