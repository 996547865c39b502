/// ANSI text styles that return the text unchanged when colour is off.
///
/// ```swift
/// let style = ANSIStyle(enabled: true)
/// style.red("failed")   // "\u{1B}[31mfailed\u{1B}[0m"
/// ANSIStyle(enabled: false).red("failed")  // "failed"
/// ```
package struct ANSIStyle: Sendable, Equatable {
  /// Whether the styles add escape codes.
  package let enabled: Bool

  /// Creates styles that add escape codes only when `enabled`.
  package init(enabled: Bool) {
    self.enabled = enabled
  }

  /// Bold text.
  package func bold(_ text: String) -> String { apply("1", text) }
  /// Dim (faint) text.
  package func dim(_ text: String) -> String { apply("2", text) }
  /// Red text, for failures.
  package func red(_ text: String) -> String { apply("31", text) }
  /// Green text, for success.
  package func green(_ text: String) -> String { apply("32", text) }
  /// Yellow text, for warnings.
  package func yellow(_ text: String) -> String { apply("33", text) }

  private func apply(_ code: String, _ text: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
