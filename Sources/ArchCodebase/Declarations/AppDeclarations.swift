/// Every file's declarations in one app, with each type's kind resolved
/// along its supertype chain across the app: an app's own
/// `BaseActivity : AppCompatActivity` makes its subclasses activities, a
/// `BaseController : Controller` its subclasses view controllers.
///
/// ```swift
/// let base = "abstract class BaseActivity : AppCompatActivity()"
/// let app = AppDeclarations([
///   FileDeclarations(path: "ui/BaseActivity.kt", language: .kotlin,
///                    declarations: SourceDeclarations(base, language: .kotlin)),
///   FileDeclarations(path: "ui/LoginActivity.kt", language: .kotlin,
///                    declarations: SourceDeclarations("class LoginActivity : BaseActivity()", language: .kotlin)),
/// ])
/// app.kind(of: "LoginActivity", language: .kotlin)  // .activity
/// app.isBase("BaseActivity")                         // true
/// ```
///
/// - Complexity: building is O(declarations × chain length).
public struct AppDeclarations: Sendable {
  /// Each file's declarations by path, with its language.
  public let files: [String: FileDeclarations]
  /// The app's declarations of each type name (extensions included), per
  /// namespace: Swift apart from the JVM (Kotlin and Java call each other).
  let byName: [StudyPlatform: [String: [DeclaredType]]]
  /// Names of the app's types that another app type inherits from, or
  /// that are `open` or `abstract`.
  let inherited: Set<String>
  /// Which files mention each name (a file's own declarations left out).
  let mentionedBy: [String: Set<String>]
  /// Every app type's kind, resolved once.
  /// Each platform's types apart: Swift's, and Kotlin's and Java's.
  let kinds: [StudyPlatform: [String: DeclaredKind]]

  /// Indexes `files`.
  public init(_ files: [FileDeclarations]) {
    var table: [String: FileDeclarations] = [:]
    var byName: [StudyPlatform: [String: [DeclaredType]]] = [:]
    var mentionedBy: [String: Set<String>] = [:]
    for file in files {
      table[file.path] = file
      let namespace = file.language.platform
      for type in file.declarations.types { byName[namespace, default: [:]][type.name, default: []].append(type) }
      let own = Set(file.declarations.types.map(\.name))
      for name in file.declarations.references where !own.contains(name) {
        mentionedBy[name, default: []].insert(file.path)
      }
    }
    self.files = table
    self.byName = byName
    self.mentionedBy = mentionedBy
    let declared = byName.values.flatMap(\.values).joined().filter { $0.kind != .extension }
    inherited = Set(declared.flatMap(\.supertypeNames) + declared.filter(\.isOpenForSubclassing).map(\.name))
    var kinds: [StudyPlatform: [String: DeclaredKind]] = [:]
    for (platform, names) in byName {
      var resolved: [String: DeclaredKind] = [:]
      for name in names.keys {
        var visiting: Set<String> = []
        resolved[name] = Self.resolve(name, in: names, platform: platform, visiting: &visiting)
      }
      kinds[platform] = resolved
    }
    self.kinds = kinds
  }

  /// The kind of the type `name` as seen from a file in `language`: the
  /// app's type resolved along its supertypes (annotations first), else
  /// the platform's type from the root table.
  public func kind(of name: String, language: SourceLanguage) -> DeclaredKind {
    kinds[language.platform]?[name] ?? FrameworkRoots.kind(of: name, platform: language.platform) ?? .unresolved
  }

  /// A type's kind: its annotations, else the first of its supertypes
  /// (conformances added by extensions too) that reaches a known root, by
  /// ``DeclaredKind``'s precedence; a type of the app's with none is not UI.
  static func resolve(
    _ name: String, in names: [String: [DeclaredType]], platform: StudyPlatform, visiting: inout Set<String>
  ) -> DeclaredKind {
    guard let declared = names[name], declared.contains(where: { $0.kind != .extension }) else {
      return FrameworkRoots.kind(of: name, platform: platform) ?? .unresolved
    }
    guard visiting.insert(name).inserted else { return .unresolved }
    defer { visiting.remove(name) }
    if let marked = FrameworkRoots.kind(ofAnnotations: declared.flatMap(\.annotations)) { return marked }
    let supertypes = declared.flatMap(\.supertypeNames).filter { $0 != name }
    guard !supertypes.isEmpty else { return .notUI }
    return supertypes.map { resolve($0, in: names, platform: platform, visiting: &visiting) }
      .min { $0.precedence < $1.precedence }!
  }

  /// Whether the app's type `name` is a base: another app type inherits
  /// it, or it is `open`/`abstract`.
  public func isBase(_ name: String) -> Bool { inherited.contains(name) }

  /// The app's declarations named `name` in `language`'s namespace.
  public func declarations(of name: String, language: SourceLanguage) -> [DeclaredType] {
    byName[language.platform]?[name] ?? []
  }

  /// The files that mention `name`, its declaring files left out.
  public func files(mentioning name: String) -> Set<String> { mentionedBy[name] ?? [] }
}

/// One file's declarations, with its path and language.
public struct FileDeclarations: Sendable {
  /// The file's path, as counted.
  public var path: String
  /// Its language.
  public var language: SourceLanguage
  /// What it declares and names.
  public var declarations: SourceDeclarations

  /// A file's entry.
  public init(path: String, language: SourceLanguage, declarations: SourceDeclarations) {
    self.path = path
    self.language = language
    self.declarations = declarations
  }
}
