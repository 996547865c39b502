import Foundation

/// Writes one line to standard error, where progress and errors go, apart
/// from the Markdown on standard output.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
