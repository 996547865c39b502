import ArchCodebase

/// A claim whose verdict differs between two reports, or that only one has.
public struct ClaimChange: Sendable, Equatable {
  /// The claim, in the new report's words (rows are matched by their
  /// `ClaimRow.id`, so a reworded claim is still one claim).
  public var claim: String
  /// The old verdict; `nil` when the claim is new.
  public var old: Verdict?
  /// The new verdict; `nil` when the claim was dropped.
  public var new: Verdict?

  /// A claim change.
  public init(claim: String, old: Verdict?, new: Verdict?) {
    self.claim = claim
    self.old = old
    self.new = new
  }
}
