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
public final class FakeFeedService: FeedService, ScriptedService {
  /// Items per page.
  public static let pageSize = 10
  /// Pages in the feed; the last one says `isLast`.
  public static let pageCount = 3

  /// The host whose clock times the requests and whose probes count them.
  public let host: Host
  /// How long each request takes, in virtual time.
  public let latency: Duration
  private let isConsumerAlive: @Sendable () -> Bool
  private let script: MutableStateFlow<Script>

  /// Requests made and failures still to hand out (a state flow is the
  /// thread-safe box: `update` is atomic).
  private struct Script: Equatable {
    var requests = 0
    var failuresLeft = 0
  }

  /// A service on `host`'s clock.
  ///
  /// - Parameters:
  ///   - isConsumerAlive: Asked when a request completes; a request that
  ///     completes for a consumer that is gone is counted as wasted work.
  public init(
    host: Host, latency: Duration = .milliseconds(300),
    isConsumerAlive: @escaping @Sendable () -> Bool = { true }
  ) {
    self.host = host
    self.latency = latency
    self.isConsumerAlive = isConsumerAlive
    script = MutableStateFlow(Script(), ledger: host.ledger)
  }

  /// Makes the next `count` requests fail with "offline".
  public func failNextRequests(_ count: Int) {
    script.update { $0.failuresLeft = count }
  }

  /// Requests started so far.
  public var requestCount: Int { script.value.requests }

  /// Loads page `number` after ``latency``; throws `CancellationError` if
  /// the calling task is cancelled first, ``ServiceError`` when told to
  /// fail or for a page past the last.
  public func page(_ number: Int) async throws -> FeedPage {
    var fails = false
    script.update {  // may run again on contention; its last run is the one kept
      fails = $0.failuresLeft > 0
      $0.requests += 1
      if fails { $0.failuresLeft -= 1 }
    }
    host.upstream.started()
    do {
      try await host.clock.sleep(for: latency)
    } catch {
      host.upstream.cancelled()
      throw error
    }
    host.upstream.completed(consumerAlive: isConsumerAlive())
    if fails { throw ServiceError("offline") }
    guard (1...Self.pageCount).contains(number) else { throw ServiceError("no page \(number)") }
    let first = (number - 1) * Self.pageSize + 1
    let items = (first..<first + Self.pageSize).map { FeedItem(id: $0, title: "Post \($0)") }
    return FeedPage(number: number, items: items, isLast: number == Self.pageCount)
  }
}
