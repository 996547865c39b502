import ArchFeatures
import ArchLabCLI

/// `archlab list [FEATURE]`: the screens, the variants and every scenario.
/// A variant an experimenter registered says so (`[registered]`); the
/// built-in ones say nothing, and the heading says which they are.
enum ListCommand: Command {
  static let spec = CommandSpec(
    name: "list",
    abstract: "List the screens, the variants and the scenarios.",
    discussion: "With a feature, lists that screen's variants and scenarios in detail.",
    examples: ["archlab list", "archlab list search"],
    options: [SharedOptions.width.spec],
    positionals: [Options.feature.spec])

  struct Options: CommandOptions {
    static let feature: Positional<String?> = .optional(
      "feature", help: "Only this screen (profile, search, feed, login, ticker, todo).")

    /// The screen to detail, as typed; `nil` lists them all.
    var feature: String?
    /// `--width`, when given.
    var width: Int?

    init(_ parsed: ParsedArguments) throws(CommandLineError) {
      width = try parsed.value(of: SharedOptions.width)
      feature = parsed.value(of: Self.feature)
    }
  }

  static func run(_ options: Options, output: some Output) throws(CommandFailure) {
    let style = output.style
    let width = output.textWidth(options.width)
    if let name = options.feature {
      output.write(detail(try SuiteLookup.feature(name), style: style, width: width))
      return
    }
    var text = style.bold("Screens") + "\n"
    let features = SuiteLookup.suite.features
    let nameWidth = features.map(\.name.count).max() ?? 0
    for feature in features {
      let padded = feature.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      text += wrap(
        "\(feature.title): \(feature.scenarios.count) scenarios, \(feature.variants.count) variants",
        width: width, indent: "  \(padded)  ", continuation: String(repeating: " ", count: nameWidth + 4)) + "\n"
    }
    text += "\n" + variantsHeading(style: style, width: width)
    let ids = SuiteLookup.allVariants
    let idWidth = ids.map(\.rawValue.count).max() ?? 0
    for id in ids {
      let padded = id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0)
      let screens = features.filter { $0.variant(id) != nil }.map(\.name)
      let scope = screens.count == features.count ? "" : " (\(screens.joined(separator: ", ")))"
      let summary = features.lazy.compactMap { $0.variant(id)?.summary }.first ?? ""
      text += wrap(
        "\(summary)\(scope)\(origin(of: id, in: features))", width: width, indent: "  \(padded)  ",
        continuation: String(repeating: " ", count: idWidth + 4)) + "\n"
    }
    text += "\n" + style.bold("Scenarios") + "\n"
    for feature in features {
      text += "  \(feature.name)\n" + scenarioLines(feature, indent: "    ", width: width)
    }
    let next = "See 'archlab list <feature>' for one screen, 'archlab readme <feature>' for what to compare."
    text += "\n" + wrap(next, width: width) + "\n"
    output.write(text)
  }

  static func detail(_ feature: AnyFeature, style: ANSIStyle, width: Int) -> String {
    var text = style.bold("\(feature.title) (\(feature.name))") + "\n"
      + wrap(feature.readMe, width: min(width, 78), indent: "  ") + "\n\n"
    text += variantsHeading(style: style, width: width)
    let idWidth = feature.variants.map(\.id.rawValue.count).max() ?? 0
    for variant in feature.variants {
      text += wrap(
        variant.summary + (variant.origin == .builtIn ? "" : " [\(variant.origin)]"), width: width,
        indent: "  \(variant.id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0))  ",
        continuation: String(repeating: " ", count: idWidth + 4)) + "\n"
    }
    text += "\n" + style.bold("Scenarios") + "\n" + scenarioLines(feature, indent: "  ", width: width)
    let play = "Play one: archlab play \(feature.name) --scenario 1 --variant mvp --variant mvp-leaky"
    text += "\n" + wrap(play, width: width) + "\n"
    return text
  }

  /// "Variants (built in unless marked [registered])", the note on a line
  /// of its own when the width is narrower.
  static func variantsHeading(style: ANSIStyle, width: Int) -> String {
    let note = "(built in unless marked [registered])"
    if "Variants ".count + note.count <= width { return style.bold("Variants") + " " + note + "\n" }
    return style.bold("Variants") + "\n" + wrap(note, width: width, indent: "  ") + "\n"
  }

  /// Where `id` comes from, when not built in: `" [registered]"`, or
  /// `" [registered on todo, built in elsewhere]"` where screens differ.
  static func origin(of id: VariantID, in features: [AnyFeature]) -> String {
    let origins = features.compactMap { feature in feature.variant(id).map { (feature.name, $0.origin) } }
    let registered = origins.filter { $0.1 == .registered }.map(\.0)
    if registered.isEmpty { return "" }
    if registered.count == origins.count { return " [registered]" }
    return " [registered on \(registered.joined(separator: ", ")), built in elsewhere]"
  }

  /// One line per scenario, its coverage in brackets after the names, or
  /// under its name when a line would be wider than `width`.
  static func scenarioLines(_ feature: AnyFeature, indent: String, width: Int) -> String {
    let nameWidth = feature.scenarios.map(\.count).max() ?? 0
    let hanging = String(repeating: " ", count: indent.count + 4)
    return zip(feature.scenarios.indices, zip(feature.scenarios, feature.coverage)).map { index, pair in
      let number = String(index + 1).leftPadded(to: 2)
      let covers = pair.1.isEmpty ? "" : "[\(pair.1)]"
      let line = "\(indent)\(number)  \(pair.0.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(covers)"
      if line.count <= width { return line.trimmingTrailingSpaces + "\n" }
      let name = wrap(pair.0, width: width, indent: "\(indent)\(number)  ", continuation: hanging)
      return name + (covers.isEmpty ? "" : "\n" + wrap(covers, width: width, indent: hanging)) + "\n"
    }.joined()
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
