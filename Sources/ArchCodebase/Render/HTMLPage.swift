/// The shell of every page the tool writes (the report, `play`'s timeline,
/// `claims` and `study`): doctype, the phone's viewport, the title and one
/// inline style sheet that opens with the shared rules (`css`: colours
/// light and dark, the palette, type, tables in scrolling boxes), then
/// the page's own. Self-contained: no outside file, so a page reads the
/// same offline or from a CI artifact.
package struct HTMLPage: Sendable {
  /// The page's title, as text (escaped here).
  package var title: String
  /// The page's own CSS, after the shared rules.
  package var style: String
  /// What goes inside `<body>`, as HTML.
  package var body: String
  /// More of `<head>`, as HTML, after the style sheet.
  package var head: String
  /// Attributes of `<body>`, as HTML with a leading space.
  package var bodyAttributes: String

  /// A page titled `title` holding `body`.
  package init(title: String, style: String, body: String, head: String = "", bodyAttributes: String = "") {
    self.title = title
    self.style = style
    self.body = body
    self.head = head
    self.bodyAttributes = bodyAttributes
  }

  /// The whole page.
  package func render() -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTMLEscape.escape(title))</title>
    <style>
    \(Self.css)
    \(style)
    </style>
    \(head.isEmpty ? "" : head + "\n")</head>
    <body\(bodyAttributes)>
    \(body)
    </body>
    </html>

    """
  }
}
