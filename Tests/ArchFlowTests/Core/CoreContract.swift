import Testing

/// The ArchFlow core's contract (DESIGN.md, "ArchFlow semantics").
///
/// Every suite in this folder is nested here, so `swift test --filter Core`
/// runs them all; `--filter Concurrency` runs only the stress suite (for
/// ThreadSanitizer). Each test uses its own ``SubscriptionLedger``: tests run
/// in parallel, so none of them asserts on `SubscriptionLedger.shared`.
@Suite("ArchFlow core contract")
enum CoreContract {}
