/// The article every claim ArchLab judges comes from, cited with what is
/// known of it: its publisher and title (in English, our translation),
/// the languages it was published in, and that it gives no author or date.
///
/// ```swift
/// print("Source: " + ArticleCitation.text)
/// ```
public enum ArticleCitation {
  /// The citation in one line.
  public static let text =
    "IT Sectr, \"MVP — what it is: the Model-View-Presenter pattern in iOS and Android\" (published in Dutch, "
    + "Swedish, Polish, Greek and Urdu; no author or date given)"
}
