import Foundation

/// A lock per key, made on first use, and the keys whose clones were
/// made again.
final class RepositoryLocks: @unchecked Sendable {
  // `lock` guards `locks` and `recloned`; each NSLock in `locks` guards one repository's folders.
  private let lock = NSLock()
  private var locks: [String: NSLock] = [:]
  private var recloned: Set<String> = []

  func withLock<T>(_ key: String, _ body: () throws(StudyAppFailure) -> T) throws(StudyAppFailure) -> T {
    lock.lock()
    let keyLock = locks[key] ?? NSLock()
    locks[key] = keyLock
    lock.unlock()
    keyLock.lock()
    defer { keyLock.unlock() }
    return try body()
  }

  /// Whether `key`'s clone is to be made again now: the first time asked.
  func firstReclone(of key: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return recloned.insert(key).inserted
  }
}
