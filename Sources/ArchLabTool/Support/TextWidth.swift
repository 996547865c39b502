import ArchLabCLI

extension ParsedArguments {
  /// The columns a command's text fits in: `--width` when given; else a
  /// file's width when the text goes to `--output`; else the output's own
  /// (the terminal's, or a pipe's).
  func textWidth(on output: some Output, toFile: Bool = false) throws(CommandFailure) -> Int {
    do {
      return try width(default: toFile ? Terminal.pipeWidth : output.width)
    } catch {
      throw CommandFailure(error)
    }
  }
}
