/// The page's line per flagged app, under the apps table: the same words
/// as the text and Markdown (``StudyTables/warnings(_:)``). A file of its
/// own so the page's drawing and its warnings change apart.
extension StudyHTML {
  /// A paragraph per app whose screens hold too little of its code; none
  /// when no app is flagged.
  var warningParagraphs: [String] {
    // The page's own tone for mixed news: a warning, not a failure.
    StudyTables.warnings(study).map { "<p class=\"warning tone-mixed\">\(HTMLEscape.escape($0))</p>" }
  }
}
