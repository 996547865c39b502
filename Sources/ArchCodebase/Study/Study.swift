import Dispatch
import Foundation

/// Every app of a study file measured, and their screens pooled: a field
/// study of the article's size claims in one value.
///
/// Apps are measured in parallel, the output keeps the file's order, and
/// an app that fails (a URL that cannot be reached, a missing commit, an
/// empty tree) is reported while the others run.
///
/// ```swift
/// let file = try StudyFile(parsing: String(contentsOfFile: "study.txt", encoding: .utf8))
/// let study = Study.measure(file, in: StudyWorkspace(cache: StudyWorkspace.defaultCache))
/// study.pool.rows.map { "\($0.family) \($0.platform): \($0.logic.median)" }
/// ```
public struct Study: Sendable, Equatable, Codable {
  /// The JSON schema of a study: `archlab-study/1`.
  public static let currentSchema = "archlab-study/1"

  /// Which JSON layout this is.
  public var schema = Study.currentSchema
  /// The command that made it, for the record.
  public var command: String
  /// The apps, in the file's order.
  public var apps: [StudyApp]
  /// Their screens pooled.
  public var pool: StudyPool
  /// The seed of every verdict's bootstrap (``ClaimUncertainty``); `nil`
  /// in studies written before verdicts had intervals.
  public var seed: UInt64?

  /// A study of `apps`, pooled; `seed` starts every interval's bootstrap.
  public init(apps: [StudyApp], command: String = "", seed: UInt64 = ClaimUncertainty.defaultSeed) {
    self.apps = apps
    self.command = command
    self.seed = seed
    pool = StudyPool(apps, seed: seed)
  }

  /// The study as JSON (schema ``currentSchema``), keys sorted, so two
  /// runs of one study differ only where their figures do.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Encoding plain structs of strings and numbers cannot fail.
    let data = (try? encoder.encode(self)) ?? Data()
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Whether `data` is a study's JSON (its `schema` names a study), not
  /// another ArchLab file.
  public static func isStudy(_ data: Data) -> Bool {
    struct Header: Decodable { var schema: String }
    return (try? JSONDecoder().decode(Header.self, from: data))?.schema.hasPrefix("archlab-study/") == true
  }

  /// A study read back from ``json()``; a file of another schema is
  /// refused, and so is one that lists an app (a label), a pool row or a
  /// platform's "shorter" row twice: a diff would compare one of them
  /// and say nothing of the other.
  public init(json data: Data) throws {
    struct Header: Decodable { var schema: String? }
    let schema = try JSONDecoder().decode(Header.self, from: data).schema
    guard schema == Self.currentSchema else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: [], debugDescription: "not a study of schema \(Self.currentSchema): \(schema ?? "none")"))
    }
    self = try JSONDecoder().decode(Study.self, from: data)
    // A file another version wrote may name a credential: it goes no further.
    for index in apps.indices { apps[index].failure = apps[index].failure?.redactingURLCredentials }
    if let twice = twice {
      throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: twice))
    }
  }

  /// What the study lists twice, in words; `nil` when each app and row is once.
  private var twice: String? {
    func first(_ keys: [String], _ what: String, _ plural: String) -> String? {
      var seen: [String: Int] = [:]
      for (index, key) in keys.enumerated() {
        if let earlier = seen[key] {
          return "the \(what) \(key.escapedControls) is listed twice (\(plural) \(earlier + 1) and \(index + 1)): "
            + "a study lists each \(what) once"
        }
        seen[key] = index
      }
      return nil
    }
    return first(apps.map(\.entry.label), "app", "apps")
      ?? first(pool.rows.map { "\($0.family.rawValue) \($0.platform.rawValue)" }, "pool row", "rows")
      ?? first(pool.shorter.map { "MVVM/MVP \($0.platform.rawValue)" }, "pool row", "shorter rows")
  }

  /// The apps that could not be measured.
  public var failures: [StudyApp] { apps.filter { $0.failure != nil } }

  /// Measures every app of `file` in `workspace`, `parallelism` at a time,
  /// telling `progress` as each starts and ends (from any thread, one call
  /// at a time).
  public static func measure(
    _ file: StudyFile, in workspace: StudyWorkspace, parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
    command: String = "", seed: UInt64 = ClaimUncertainty.defaultSeed,
    progress: @escaping @Sendable (StudyProgress) -> Void = { _ in }
  ) -> Study {
    let entries = file.entries
    let results = StudyResults(count: entries.count, progress: progress)
    let queue = DispatchQueue(label: "archlab.study", attributes: .concurrent)
    let slots = DispatchSemaphore(value: max(1, parallelism))
    let group = DispatchGroup()
    for (index, entry) in entries.enumerated() {
      slots.wait()
      queue.async(group: group) {
        defer { slots.signal() }
        results.started(entry)
        let app: StudyApp
        do throws(StudyAppFailure) {
          app = try StudyApp(entry: entry, tree: workspace.tree(for: entry), seed: seed)
        } catch {
          app = StudyApp(entry: entry, failure: error.description)
        }
        results.finished(app, at: index)
      }
    }
    group.wait()
    return Study(apps: results.all, command: command, seed: seed)
  }
}

/// What a running study has done so far.
public struct StudyProgress: Sendable, Equatable {
  /// Apps finished, measured or failed.
  public var done: Int
  /// Apps in the study.
  public var total: Int
  /// The app this is about.
  public var label: String
  /// Whether it started (`false`) or finished (`true`).
  public var finished: Bool
  /// Why it failed, when it did.
  public var failure: String?
}

/// The apps measured so far, in the file's order, and the progress calls.
private final class StudyResults: @unchecked Sendable {
  // `lock` guards `apps` and `done`, and makes the progress calls one at a time.
  private let lock = NSLock()
  private var apps: [StudyApp?]
  private var done = 0
  private let progress: @Sendable (StudyProgress) -> Void

  init(count: Int, progress: @escaping @Sendable (StudyProgress) -> Void) {
    apps = Array(repeating: nil, count: count)
    self.progress = progress
  }

  func started(_ entry: StudyEntry) {
    lock.lock()
    defer { lock.unlock() }
    progress(StudyProgress(done: done, total: apps.count, label: entry.label, finished: false))
  }

  func finished(_ app: StudyApp, at index: Int) {
    lock.lock()
    defer { lock.unlock() }
    apps[index] = app
    done += 1
    progress(
      StudyProgress(done: done, total: apps.count, label: app.entry.label, finished: true, failure: app.failure))
  }

  var all: [StudyApp] {
    lock.lock()
    defer { lock.unlock() }
    return apps.compactMap { $0 }
  }
}
