/// A counted file as `archlab claims` reads it: the role its declarations
/// give it (``DeclaredRoles``, the name rules where the code does not say)
/// and the code lines it gives its screen, part by part
/// (``DeclaredRoles/partLines(of:rules:)``). The feature suite's own
/// figures (`compare`, `report`) count its variants' files through this,
/// so the suite and an app are judged by one definition.
///
/// ```swift
/// let files = FileParts.read(count, rules: .standard) { texts[$0] }
/// files.first { $0.path.hasSuffix("FeedPresenter.swift") }?.parts.logic
/// ```
public struct FileParts: Sendable, Hashable {
  /// The file's path, as counted.
  public var path: String
  /// Its role, read from the code or from its name.
  public var role: Role
  /// Its code lines.
  public var code: Int
  /// Its code lines by the part of a screen they are.
  public var parts: PartLines

  /// Every file of `count` whose text `contents` gives is read; the
  /// others keep their name rule's role, all in their role's part.
  public static func read(_ count: LineCountReport, rules: RoleRules, contents: (String) -> String?) -> [FileParts] {
    var count = count
    let declared = DeclaredRoles(count.files, rules: rules, contents: contents)
    count.assignRoles(declared, rules: rules)
    return count.files.map { file in
      FileParts(
        path: file.path, role: file.role, code: file.counts.code, parts: declared.partLines(of: file, rules: rules))
    }
  }
}
