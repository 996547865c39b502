/// An option read back as the type a command works with: the
/// ``OptionSpec`` the parser accepts and help prints, and how the text
/// given becomes a `Value`.
///
/// A command declares each of its options once, as a key, builds its
/// ``CommandSpec`` from the keys' specs, and reads the keys from
/// ``ParsedArguments``. A misspelled name is then a compile error, not a
/// stop at run time, and an option cannot be read without being declared:
///
/// ```swift
/// struct CompareOptions {
///   static let cycles: Option<Int> = .integer(
///     "cycles", valueName: "n", help: "Cycles of each run, 1 to 10000.", in: 1...10_000, default: 20)
///   static let variant: Option<[String]> = .strings("variant", help: "Only this variant.")
///   static let spec = CommandSpec(
///     name: "compare", abstract: "Compare the variants.", options: [cycles.spec, variant.spec])
///
///   var cycles: Int
///   var variants: [String]
///
///   init(_ parsed: ParsedArguments) throws(CommandLineError) {
///     cycles = try parsed.value(of: Self.cycles)  // --cycles 0 throws "--cycles must be from 1 to 10000, got 0"
///     variants = try parsed.value(of: Self.variant)
///   }
/// }
/// ```
package struct Option<Value: Sendable>: Sendable {
  /// What the parser accepts and help prints.
  package let spec: OptionSpec
  /// The value from the option's texts: every one given, in order; else
  /// the default alone; else none.
  let read: @Sendable (_ texts: [String]) throws(CommandLineError) -> Value

  /// An option read by `read`, which is given every value of the option,
  /// in order; else its default alone; else nothing. The parser has
  /// already checked the texts against ``OptionSpec/allowedValues`` and,
  /// unless ``OptionSpec/isRepeatable``, that there is at most one.
  package init(_ spec: OptionSpec, read: @escaping @Sendable (_ texts: [String]) throws(CommandLineError) -> Value) {
    self.spec = spec
    self.read = read
  }

  /// The same option, its value passed through `transform`: a check or a
  /// conversion of a command's own (a seed, a name that may not be empty).
  package func map<T: Sendable>(
    _ transform: @escaping @Sendable (Value) throws(CommandLineError) -> T
  ) -> Option<T> {
    Option<T>(spec) { [read] texts throws(CommandLineError) in try transform(read(texts)) }
  }
}
