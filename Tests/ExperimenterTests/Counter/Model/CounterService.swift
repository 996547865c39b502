/// Where the count lives: a server, in the app.
protocol CounterService: Sendable {
  /// The stored count.
  func load() async throws -> Int
  /// Stores `count`.
  func save(_ count: Int) async throws
}
