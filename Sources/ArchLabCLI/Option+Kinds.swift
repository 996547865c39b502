/// The common kinds of option: text, repeated text, a whole number in a
/// range, one of an enum's cases.
extension Option where Value == String? {
  /// Text, or `nil` when not given.
  package static func string(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String
  ) -> Self {
    Option(OptionSpec(name, short: short, valueName: valueName, help: help)) { $0.last }
  }
}

extension Option where Value == [String] {
  /// Text given any number of times: every value, in order.
  package static func strings(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String
  ) -> Self {
    Option(OptionSpec(name, short: short, valueName: valueName, help: help, isRepeatable: true)) { $0 }
  }
}

extension Option where Value == Int {
  /// A whole number in `range`; `default` when not given, which help shows.
  package static func integer(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String, in range: ClosedRange<Int>,
    default: Int
  ) -> Self {
    let spec = OptionSpec(name, short: short, valueName: valueName, help: help, defaultValue: String(`default`))
    return Option(spec) { texts throws(CommandLineError) in
      try wholeNumber(texts.last ?? String(`default`), argument: spec.longLabel, in: range)
    }
  }
}

extension Option where Value == Int? {
  /// A whole number in `range`, or `nil` when not given.
  package static func integer(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
    in range: ClosedRange<Int> = Int.min...Int.max
  ) -> Self {
    let spec = OptionSpec(name, short: short, valueName: valueName, help: help)
    return Option(spec) { texts throws(CommandLineError) in
      guard let text = texts.last else { return nil }
      return try wholeNumber(text, argument: spec.longLabel, in: range)
    }
  }
}

extension Option where Value: RawRepresentable<String> & CaseIterable {
  /// One of `Value`'s cases, by raw value; help lists them in declaration
  /// order, and the parser refuses any other.
  package static func choice(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default: Value
  ) -> Self {
    let spec = OptionSpec(
      name, short: short, valueName: valueName, help: help, allowedValues: Value.allCases.map(\.rawValue),
      defaultValue: `default`.rawValue)
    return Option(spec) { texts in
      // The parser has checked the text against the cases.
      texts.last.flatMap(Value.init(rawValue:)) ?? `default`
    }
  }
}

extension Option {
  /// Any number of `Choice`'s cases, in the order given; `default` alone
  /// when none is.
  package static func choices<Choice: RawRepresentable<String> & CaseIterable & Sendable>(
    _ name: String, short: Character? = nil, valueName: String? = nil, help: String, default: Choice
  ) -> Self where Value == [Choice] {
    let spec = OptionSpec(
      name, short: short, valueName: valueName, help: help, allowedValues: Choice.allCases.map(\.rawValue),
      defaultValue: `default`.rawValue, isRepeatable: true)
    // The parser has checked each text against the cases.
    return Option(spec) { texts in texts.compactMap(Choice.init(rawValue:)) }
  }
}

/// `text` as a whole number in `range`; `argument` (`--count`) names it in the error.
func wholeNumber(_ text: String, argument: String, in range: ClosedRange<Int>) throws(CommandLineError) -> Int {
  guard let number = Int(text) else {
    throw .notAnInteger(argument: argument, value: text)
  }
  guard range.contains(number) else {
    throw .integerOutOfRange(argument: argument, value: number, range: range)
  }
  return number
}
