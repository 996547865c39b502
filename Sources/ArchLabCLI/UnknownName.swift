/// The line a command prints for a name that is none of `choices`: the
/// choices it begins (or else the nearest one), then every choice.
///
/// `archlab` and `archlab-bench` word an unknown feature or variant alike:
///
/// ```swift
/// unknownName("variant", "mvv", choices: ["mvp", "mvvm-flow", "mvvm-async"])
/// // unknown variant 'mvv'; did you mean one of 'mvvm-flow', 'mvvm-async'? (choose one of mvp, mvvm-flow, mvvm-async)
/// unknownName("feature", "serch", choices: ["profile", "search"])
/// // unknown feature 'serch'; did you mean 'search'? (choose one of profile, search)
/// ```
///
/// - Parameter scope: words after the name, such as `" of search"`.
package func unknownName(_ kind: String, _ name: String, choices: [String], scope: String = "") -> String {
  let typed = name.lowercased()
  let extensions = choices.filter { $0.hasPrefix(typed) }
  let hint: String
  if !typed.isEmpty, extensions.count > 1 {
    hint = "; did you mean one of " + extensions.map { "'\($0)'" }.joined(separator: ", ") + "?"
  } else {
    hint = (extensions.first ?? nearest(typed, in: choices)).map { "; did you mean '\($0)'?" } ?? ""
  }
  return "unknown \(kind) '\(name)'\(scope)\(hint) (choose one of \(choices.joined(separator: ", ")))"
}
