import ArchFlow
import ArchHost

/// A scripted `FeedService` on a host's clock: ``pageCount`` pages of
/// ``pageSize`` items, each taking `latency` of virtual time; fails on
/// demand and reports to the host's upstream counter — started, then
/// completed (saying whether its consumer was still there) or cancelled.
///
/// ```swift
/// let service = FakeFeedService(host: host)
/// service.failNextRequests(1)
/// let first = try await service.page(1)   // items #1…#10
/// ```
public final class FakeFeedService: FeedService, ScriptedFake {
  /// Items per page.
  public static let pageSize = 10
  /// Pages in the feed; the last one says `isLast`.
  public static let pageCount = 3

  /// Counts, fails on demand, times and reports every request.
  public let script: RequestScript

  /// A service on `host`'s clock.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public init(
    host: AppHost, latency: Duration = .milliseconds(300),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    script = RequestScript(host: host, latency: latency, isConsumerAlive: isConsumerAlive)
  }

  /// A service made by the run's dependency container, on `environment`:
  /// failures scripted before a process death still come after it (see
  /// ``RequestScript/init(_:latency:)``).
  public init(_ environment: ServiceEnvironment, latency: Duration = .milliseconds(300)) {
    script = RequestScript(environment, latency: latency)
  }

  /// Loads page `number` after ``latency``; throws `CancellationError` if
  /// the calling task is cancelled first, ``ServiceError`` when told to
  /// fail or for a page past the last.
  public func page(_ number: Int) async throws -> FeedPage {
    try await script.roundTrip()
    guard (1...Self.pageCount).contains(number) else { throw ServiceError("no page \(number)") }
    let first = (number - 1) * Self.pageSize + 1
    let items = (first..<first + Self.pageSize).map { FeedItem(id: $0, title: "Post \($0)") }
    return FeedPage(number: number, items: items, isLast: number == Self.pageCount)
  }
}
