import ArchFlow
import ArchHost

/// One screen of the feature suite: its model types, its scripted fake, its
/// scenarios and the variants that implement it.
///
/// A feature is a namespace type (an `enum`); everything is static. The
/// suite's six screens conform, and so can an experimenter's own screen:
/// register it in a ``FeatureSuite`` and every scenario runs on every
/// variant with the same probes.
///
/// ```swift
/// enum Counter: Feature {
///   static let name = "counter"
///   static let title = "Counter"
///   static let readMe = "Compare how each variant keeps the count across rotation."
///   static func makeServices(_ environment: ServiceEnvironment) -> CounterService { … }
///   static var scenarios: [Scenario<Counter>] { … }
///   static var variants: [Variant<Counter>] { … }
/// }
/// ```
public protocol Feature: Sendable {
  /// What the user can do on the screen: taps, typing, pull to refresh.
  associatedtype Intent: Sendable & CustomStringConvertible
  /// What the screen shows, recorded in the render log after each change.
  associatedtype Frame: Sendable & Equatable & CustomStringConvertible
  /// The screen's scripted fake services, shared by all variants.
  associatedtype Services: ScriptedService

  /// The short name used on the command line, such as `"search"`.
  static var name: String { get }
  /// The display name, such as `"Search"`.
  static var title: String { get }
  /// A few sentences saying what to compare between the variants.
  static var readMe: String { get }
  /// Makes the fakes of one app process, on the environment's host: as an
  /// app's dependency container would, a run calls it once, and again only
  /// after a process death. Screens opened again in a scale run, rotated or
  /// sent to the background keep them. What must outlive the process (the
  /// server's data) goes in ``ServiceEnvironment/persistent(_:_:)``.
  static func makeServices(_ environment: ServiceEnvironment) -> Services
  /// The scenarios every variant runs, at least six.
  static var scenarios: [Scenario<Self>] { get }
  /// The variants the suite ships for this screen.
  static var variants: [Variant<Self>] { get }
}

/// What a feature's fakes get for one run: the host, whether the screen
/// still has a view, and what outlives the app's process.
///
/// ```swift
/// FakeUserService(host: environment.host, isConsumerAlive: environment.isConsumerAlive)
/// ```
public struct ServiceEnvironment: Sendable {
  /// The host whose clock times requests and whose probes count them.
  public let host: AppHost
  /// Whether the screen still has a view: a request completing when this
  /// says `false` is counted as work done for nobody.
  package let isConsumerAlive: @Sendable () -> Bool

  /// An environment on `host`.
  ///
  /// ```swift
  /// let environment = ServiceEnvironment(host: AppHost())
  /// ```
  public init(host: AppHost, isConsumerAlive: @escaping @Sendable () -> Bool = { true }) {
    self.host = host
    self.isConsumerAlive = isConsumerAlive
  }

  /// What outlives the app's process: one box per name, shared by every
  /// copy of this environment.
  private let outliving = Locked<[String: any Sendable]>([:])

  /// The value kept under `name` for the whole run, made by `make` the
  /// first time it is asked for: what a new process's fakes must find
  /// again after a process death, as the server's data or the disk would
  /// be. Keep a reference type (a flow, a lock-guarded box) to share its
  /// changes.
  ///
  /// ```swift
  /// let stored = environment.persistent("todo.items") { MutableStateFlow(seed, ledger: host.ledger) }
  /// ```
  ///
  /// - Precondition: Every call with `name` asks for the same type.
  public func persistent<Value: Sendable>(_ name: String, _ make: () -> Value) -> Value {
    if let kept = outliving.withLock({ $0[name] }) {
      guard let value = kept as? Value else {
        usageFailure("persistent(\"\(name)\") holds a \(type(of: kept)), not a \(Value.self)")
      }
      return value
    }
    let made = make()  // outside the lock: `make` may ask for another name
    return outliving.withLock { kept in
      if let earlier = kept[name] as? Value { return earlier }
      kept[name] = made
      return made
    }
  }
}

/// A fake service a scenario can script: fail the next requests, count them.
///
/// ```swift
/// services.failNextRequests(1)   // the next request throws "offline"
/// services.requestCount          // requests started so far
/// ```
public protocol ScriptedService: AnyObject, Sendable {
  /// Makes the next `count` requests fail.
  func failNextRequests(_ count: Int)
  /// Requests started so far.
  var requestCount: Int { get }
  /// Puts back what a scenario starts from, before a scale run opens the
  /// screen again on these same services: the server's data (a saved
  /// list), scripted failures not used, what a frame counts (navigations),
  /// the hour prices count from. What lives as long as the app stays: the
  /// service itself, its flows and whoever subscribed to them, requests in
  /// flight. ``requestCount`` goes on counting; the run counts each
  /// opening's requests from where it began.
  ///
  /// The default does nothing; a ``ScriptedFake`` drops its unused failures.
  func resetForNextOpening()
}

extension ScriptedService {
  /// Nothing to put back.
  public func resetForNextOpening() {}
}

/// Why a fake request failed.
///
/// ```swift
/// throw ServiceError("offline")
/// ```
public struct ServiceError: Error, Equatable, CustomStringConvertible {
  /// What went wrong, as the screen shows it.
  public var message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}
