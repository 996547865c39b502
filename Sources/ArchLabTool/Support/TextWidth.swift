import ArchLabCLI

extension Output {
  /// The columns a command's text fits in: `--width` when given; else a
  /// file's width when the text goes to `--output`; else the output's own
  /// (the terminal's, or a pipe's).
  func textWidth(_ given: Int?, toFile: Bool = false) -> Int {
    given ?? (toFile ? Terminal.pipeWidth : width)
  }
}
