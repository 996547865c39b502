/// A type a source file declares, as ``SourceDeclarations`` reads it:
/// its name, kind, supertypes and annotations, and the type names its
/// declaration and body mention.
///
/// ```swift
/// let file = SourceDeclarations("final class LoginViewController: UIViewController, LoginView {}", language: .swift)
/// file.types[0].supertypes  // ["UIViewController", "LoginView"]
/// ```
public struct DeclaredType: Sendable, Hashable, Codable {
  /// The keyword that declared it.
  public enum Kind: String, Sendable, Hashable, Codable {
    case `class`, `struct`, `enum`, `protocol`, `interface`, `object`, `actor`, `extension`

    /// Whether values of it are copied (Swift's structs and enums): a
    /// `…ViewModel` struct is a display model, not a view model.
    public var isValueType: Bool { self == .struct || self == .enum }

    /// A protocol or an interface: what a view or a presenter conforms to.
    public var isProtocol: Bool { self == .protocol || self == .interface }
  }

  /// Its name (for an extension, the extended type's), without module or
  /// outer type: `Adapter` for `RecyclerView.Adapter`.
  public var name: String
  /// The keyword that declared it.
  public var kind: Kind
  /// Supertypes and conformances as written, dotted, without generic
  /// arguments: `["RecyclerView.Adapter", "Bindable"]`.
  public var supertypes: [String]
  /// Annotations and attributes before it, without `@`: `["HiltViewModel"]`.
  public var annotations: [String]
  /// Modifiers before it: `open`, `abstract`, `sealed`, `data`, …
  public var modifiers: [String]
  /// The type it is nested in, or `nil` at the top level.
  public var outer: String?
  /// The capitalized names its declaration and body mention (its own name
  /// and supertypes included): the types it uses.
  public var references: Set<String>
  /// Its first and last line, 1-based.
  public var lines: ClosedRange<Int>
  /// The lines of code (not blank, not only a comment) among ``lines``.
  public var codeLines: Int
  /// Whether it has a body in braces (`data class A(val x: Int)` has none).
  public var hasBody = false

  /// Whether it is meant to be subclassed: `open` or `abstract`.
  public var isOpenForSubclassing: Bool {
    modifiers.contains("open") || modifiers.contains("abstract")
  }

  /// The last component of each supertype: the name a lookup uses.
  public var supertypeNames: [String] {
    supertypes.map { String($0.split(separator: ".").last ?? Substring($0)) }
  }
}

/// A function a file declares at its top level: Compose screens are
/// functions (`@Composable fun LoginScreen(viewModel: LoginViewModel)`).
public struct DeclaredFunction: Sendable, Hashable, Codable {
  /// Its name.
  public var name: String
  /// Annotations before it, without `@`.
  public var annotations: [String]
  /// Its first line, 1-based.
  public var line: Int
}
