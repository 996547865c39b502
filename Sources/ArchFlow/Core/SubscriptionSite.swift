/// Where a subscription was made: the source line and an optional label.
///
/// Every `subscribe` call records its caller's `#fileID` and `#line` for
/// free (a static string and an integer, no allocation); the
/// ``SubscriptionLedger`` keeps them only while it is recording, so a leak
/// report can name the line that subscribed.
public struct SubscriptionSite: Sendable, CustomStringConvertible {
  /// A short name given by the subscriber, such as `"ticker.price"`. A
  /// label made in two parts (a gate's `"ticker.render"` and `".lifecycle"`)
  /// is joined on each read: read it for reports, not on a hot path.
  public var label: String? {
    get {
      guard hasLabel else { return nil }
      guard let suffix = UnsafePointer<CChar>(bitPattern: labelSuffix) else { return labelBase }
      return labelBase + String(cString: suffix)
    }
    set {
      labelBase = newValue ?? ""
      hasLabel = newValue != nil
      labelSuffix = 0
    }
  }
  /// The label, or "" with `hasLabel` false. Not a `String?`: with one a
  /// site was copied and destroyed through its value witnesses, two calls
  /// on every subscribe (measured: 4 ns of subscribe + cancel's 104).
  @usableFromInline var labelBase: String
  /// Appended to the label when it is read: a label derived for every new
  /// view (`"login.render.lifecycle"`) is spelled out only in a report.
  /// The address of a string literal's NUL-terminated UTF-8 (a
  /// `StaticString` with a pointer), 0 for none: one word, where a
  /// `StaticString?` took three and made every subscribe, which passes a
  /// site, slower. An address, not a pointer, so the site stays `Sendable`.
  @usableFromInline var labelSuffix: UInt = 0
  /// The `#fileID` of the subscribing call.
  public var fileID: StaticString
  /// Whether the site has a label (beside `fileID`'s last byte, in its padding).
  @usableFromInline var hasLabel: Bool
  /// The `#line` of the subscribing call.
  public var line: UInt

  /// Creates a site; usually filled in by `subscribe`'s default arguments.
  @inlinable
  public init(label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
    labelBase = label ?? ""
    hasLabel = label != nil
    self.fileID = fileID
    self.line = line
  }

  /// A site labelled `label` followed by `suffix` (`"login.render"` and
  /// `".lifecycle"`), or unlabelled without a `label`; joined when read.
  package init(label: String?, suffix: StaticString, fileID: StaticString, line: UInt) {
    if let label, suffix.hasPointerRepresentation {
      labelBase = label
      hasLabel = true
      labelSuffix = UInt(bitPattern: suffix.utf8Start)
    } else {
      labelBase = label.map { $0 + suffix.description } ?? ""
      hasLabel = label != nil
    }
    self.fileID = fileID
    self.line = line
  }

  /// `"label @ Module/File.swift:42"`, or just the location without a label.
  public var description: String {
    let place = "\(fileID):\(line)"
    guard let label else { return place }
    return "\(label) @ \(place)"
  }
}
