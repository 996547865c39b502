import ArchFlow
import ArchHost

/// A view model: owns a screen's state and one-shot events, survives
/// rotation in a ``ViewModelStore``, and is cleared when the screen is
/// popped or the process dies.
///
/// Conform by holding a ``ViewModelCore`` as `core`: the protocol gives
/// views ``state``, ``events`` and ``states(label:fileID:line:)``, and gives
/// the store a ``clear()`` that cancels the view model's work. A view model
/// never sees its view: views observe it (the article's migration steps 1
/// and 2), so there is nothing to attach or detach.
///
/// ```swift
/// final class CounterViewModel: ViewModel {
///   let core: ViewModelCore<Int, Never>
///   init(host: AppHost) { core = ViewModelCore(0, host: host) }
///   func increment() { core.update { $0 += 1 } }
/// }
/// ```
///
/// To do more on clear, implement `clear()` and call `core.clear()` from it.
public protocol ViewModel<State, Event>: AnyObject, Sendable, Clearable {
  /// What the view renders; equal states are not emitted twice.
  associatedtype State: Sendable & Equatable
  /// One-shot events for the view; `Never` when there are none.
  associatedtype Event: Sendable = Never

  /// The state, events and scope. Written by the view model only; views use
  /// ``state``, ``events`` and ``states(label:fileID:line:)``.
  var core: ViewModelCore<State, Event> { get }
}

extension ViewModel {
  /// The state as a read-only flow, for callback views.
  ///
  /// ```swift
  /// collect(viewModel.state, while: context.lifecycle) { frame in context.render(frame) }
  /// ```
  public var state: StateFlow<State> { core.state }

  /// The one-shot events, each delivered once to one collector.
  ///
  /// ```swift
  /// collect(viewModel.events, while: context.lifecycle) { event in show(event) }
  /// ```
  public var events: EventChannel<Event> { core.events }

  /// The state as a conflated `AsyncStream`, one subscription per call,
  /// ended when the consumer stops or the view model is cleared (see
  /// ``ViewModelCore/states(label:fileID:line:)``, also for the
  /// `Task.isCancelled` check a lifecycle-bound loop needs).
  ///
  /// ```swift
  /// for await frame in viewModel.states(label: "profile.states") { render(frame) }
  /// ```
  public func states(label: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) -> AsyncStream<State> {
    core.states(label: label, fileID: fileID, line: line)
  }

  /// ``states(label:fileID:line:)`` without a label; the ledger records
  /// this file's line, so prefer the method where a leak report should name
  /// the consumer.
  public var states: AsyncStream<State> { core.states(label: "states") }

  /// Cancels the view model's work: ``ViewModelCore/clear()``.
  ///
  /// ```swift
  /// viewModel.clear()  // the store does this on pop
  /// ```
  public func clear() { core.clear() }
}
