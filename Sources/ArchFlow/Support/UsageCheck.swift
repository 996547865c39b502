/// Stops the process with `message` when `condition` is false: for misuse
/// that the API documents as a clear error (an illegal lifecycle move, a
/// negative replay, attaching a second view).
///
/// `precondition` would do in a debug build, but Swift drops its message
/// under `-O`, and a user of a release build would see only a trap.
/// `fatalError` keeps the message in every build but `-Ounchecked`.
package func checkUsage(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() { fatalError(message(), file: file, line: line) }
}

/// Stops the process with `message`, in every build: the documented error
/// for a misuse found where no condition could be checked first.
package func usageFailure(
  _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
) -> Never {
  fatalError(message(), file: file, line: line)
}
