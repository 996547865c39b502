/// What a buffer does when a value arrives and it is full.
public enum BufferOverflow: Sendable, Hashable {
  /// Drop the oldest buffered value to make room for the new one.
  case dropOldest
  /// Drop the new value and keep what is buffered. On a shared flow the
  /// value is dropped for everyone, replay cache included, when any of its
  /// subscribers is full (kotlinx's `DROP_LATEST`).
  case dropLatest
  /// Lose nothing: the buffer holds the value even past its capacity, and
  /// a shared flow's `send(_:)` waits until every subscriber has room
  /// (kotlinx's `SUSPEND`, its default).
  case suspend
}

/// How an async consumer's buffer holds values it has not taken yet.
///
/// Callbacks are called synchronously and need no buffer; an async
/// consumer (`for await`) may lag behind its producer, and this decides
/// what it sees when it catches up.
public enum FlowBuffering: Sendable, Hashable {
  /// Keep only the latest value (conflation): a lagging consumer skips
  /// intermediate values but always ends on the latest, and the producer
  /// never wakes it more than once per `next()`. When the values are
  /// `Equatable`, the consumer never gets a value equal (`==`) to the one it
  /// got before — a value set away and back while it was busy is not
  /// handed to it again.
  case latest
  /// Keep up to `capacity` values (at least 1), then apply `overflow`. A
  /// value stays in the buffer until `next()` returns it, so one that woke
  /// a waiting consumer counts too: a consumer never holds more than
  /// `capacity` values.
  case bounded(Int, overflow: BufferOverflow)
  /// Keep every value.
  case unbounded
}
