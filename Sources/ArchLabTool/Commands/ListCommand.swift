import ArchFeatures
import ArchLabCLI

/// `archlab list [FEATURE]`: the screens, the variants and every scenario.
enum ListCommand: Command {
  static let spec = CommandSpec(
    name: "list",
    abstract: "List the screens, the variants and the scenarios.",
    discussion: "With a feature, lists that screen's variants and scenarios in detail.",
    examples: ["archlab list", "archlab list search"],
    positionals: [PositionalSpec("feature", help: "Only this screen (profile, search, feed, login, ticker, todo).", arity: .optional)])

  static func run(_ arguments: ParsedArguments, output: some Output) throws(CommandFailure) {
    let style = output.style
    if let name = arguments.positional("feature") {
      output.write(detail(try SuiteLookup.feature(name), style: style))
      return
    }
    var text = style.bold("Screens") + "\n"
    let features = SuiteLookup.suite.features
    let nameWidth = features.map(\.name.count).max() ?? 0
    for feature in features {
      let padded = feature.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      text += "  \(padded)  \(feature.title): \(feature.scenarios.count) scenarios, \(feature.variants.count) variants\n"
    }
    text += "\n" + style.bold("Variants") + "\n"
    let ids = SuiteLookup.allVariants
    let idWidth = ids.map(\.rawValue.count).max() ?? 0
    for id in ids {
      let padded = id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0)
      let screens = features.filter { $0.variant(id) != nil }.map(\.name)
      let scope = screens.count == features.count ? "" : " (\(screens.joined(separator: ", ")))"
      let summary = features.lazy.compactMap { $0.variant(id)?.summary }.first ?? ""
      text += "  \(padded)  \(summary)\(scope)\n"
    }
    text += "\n" + style.bold("Scenarios") + "\n"
    for feature in features {
      text += "  \(feature.name)\n" + scenarioLines(feature, indent: "    ")
    }
    text += "\nSee 'archlab list <feature>' for one screen, 'archlab readme <feature>' for what to compare.\n"
    output.write(text)
  }

  static func detail(_ feature: AnyFeature, style: ANSIStyle) -> String {
    var text = style.bold("\(feature.title) (\(feature.name))") + "\n" + wrap(feature.readMe, indent: "  ") + "\n\n"
    text += style.bold("Variants") + "\n"
    let width = feature.variants.map(\.id.rawValue.count).max() ?? 0
    for variant in feature.variants {
      text += "  \(variant.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))  \(variant.summary)\n"
    }
    text += "\n" + style.bold("Scenarios") + "\n" + scenarioLines(feature, indent: "  ")
    text += "\nPlay one: archlab play \(feature.name) --scenario 1 --variant mvp --variant mvp-leaky\n"
    return text
  }

  static func scenarioLines(_ feature: AnyFeature, indent: String) -> String {
    let width = feature.scenarios.map(\.count).max() ?? 0
    return zip(feature.scenarios.indices, zip(feature.scenarios, feature.coverage)).map { index, pair in
      let number = String(index + 1).leftPadded(to: 2)
      let covers = pair.1.isEmpty ? "" : "  [\(pair.1)]"
      return "\(indent)\(number)  \(pair.0.padding(toLength: width, withPad: " ", startingAt: 0))\(covers)\n"
    }.joined()
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
