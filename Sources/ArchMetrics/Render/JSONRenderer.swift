import ArchFlow
import Foundation

/// The report as pretty-printed JSON with sorted keys, the versioned form
/// two runs are compared in. ``JSONReportReader`` reads it back.
///
/// Non-finite numbers (a share of an empty variant) are written as the
/// strings `"nan"`, `"inf"` and `"-inf"`, so encoding never fails.
///
/// ```swift
/// try JSONRenderer().render(report).write(toFile: "results.json", atomically: true, encoding: .utf8)
/// ```
public struct JSONRenderer: ReportRenderer {
  /// A renderer.
  public init() {}

  /// The encoder used: pretty-printed, sorted keys, unescaped slashes.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return encoder
  }

  /// The report as JSON data.
  public func data(_ report: ArchLabReport) -> Data {
    do {
      return try Self.encoder().encode(report)
    } catch {
      // The report holds only strings, integers, optionals and numbers whose
      // non-finite values have a string form: encoding cannot fail.
      usageFailure("ArchLabReport failed to encode: \(error)")
    }
  }

  /// The report as JSON text, ending in a newline.
  public func render(_ report: ArchLabReport) -> String {
    String(decoding: data(report), as: UTF8.self) + "\n"
  }
}
