import ArchFlow
import ArchHost

/// Calls `receive` with `flow`'s values only while `lifecycle` is at least
/// `minimum`: subscribes when the view reaches it, cancels when it drops
/// below (background), subscribes again on the way back (foreground), and
/// ends for good at `destroyed`. Android's
/// `repeatOnLifecycle(STARTED) { flow.collect { … } }`, for callback views
/// (the `mvvm-flow` style).
///
/// A state flow gives its current value on every restart, so the view
/// renders the latest state when it comes back; an ``/ArchFlow/EventChannel`` keeps
/// the events sent while nobody collected and hands them over then.
///
/// ```swift
/// collect(viewModel.state, while: context.lifecycle, label: "profile.render") { [context] frame in
///   context.render(frame)
/// }
/// ```
///
/// - Parameters:
///   - minimum: `.started` (visible; stops at `stopped`), `.resumed`
///     (stops at `paused`) or `.created` (stops only at `destroyed`).
///   - label: Names the subscriptions in the ledger: `label` for the flow,
///     `"label.lifecycle"` for the lifecycle observation.
/// - Returns: A token that ends the collection early; keeping it is
///   optional, since `destroyed` ends it anyway. It reads cancelled once
///   cancelled or destroyed, so a bag drops it.
@inlinable @discardableResult
public func collect<F: Flow>(
  _ flow: F,
  while lifecycle: Lifecycle,
  minimum: LifecycleState = .started,
  label: String? = nil,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  _ receive: @escaping @Sendable (F.Element) -> Void
) -> any Cancellable {
  // Inlinable: a view's collection subscribes through its flow's own
  // specialised `subscribe`, not through generic code that looks up the
  // subscriber's type at run time.
  let site = SubscriptionSite(label: label, fileID: fileID, line: line)
  let gate = _LifecycleGate(minimum: minimum) { flow.subscribe(at: site, receive) }
  return gate.bind(to: lifecycle, label: label, fileID: fileID, line: line)
}

/// Runs `block` in a host task while `lifecycle` is at least `minimum`:
/// launched through ``/ArchHost/AppHost/launch(_:_:)`` when the view reaches it,
/// cancelled when it drops below, launched again on the way back, and
/// cancelled for good at `destroyed`. Android's `repeatOnLifecycle`.
///
/// The task is listed in the host's task tracker under `label` until it
/// returns; a `for await` loop inside returns once cancelled. A value
/// handed to the loop just before the stop still arrives, in a task that is
/// already cancelled (the view may be destroyed by then): check
/// `Task.isCancelled` before touching the view, as below. The `collect`
/// forms do this for you.
///
/// ```swift
/// repeatOnLifecycle(context.lifecycle, host: context.host, label: "profile.render") { [viewModel, context] in
///   for await frame in viewModel.states(label: "profile.states") {
///     guard !Task.isCancelled else { break }
///     context.render(frame)
///   }
/// }
/// ```
///
/// - Returns: A token that ends the repetition early (and cancels a running
///   task); keeping it is optional. It reads cancelled once cancelled or
///   destroyed, so a bag drops it.
@discardableResult
public func repeatOnLifecycle(
  _ lifecycle: Lifecycle,
  minimum: LifecycleState = .started,
  host: AppHost,
  label: String,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  _ block: @escaping @Sendable () async -> Void
) -> any Cancellable {
  let gate = _LifecycleGate(minimum: minimum) { host.launch(label) { await block() } }
  return gate.bind(to: lifecycle, label: label, fileID: fileID, line: line)
}

/// Like ``collect(_:while:minimum:label:fileID:line:_:)``, but `for await`
/// in a lifecycle-bound host task (the `mvvm-async` style): while
/// `lifecycle` is at least `minimum`, a task iterates `flow.values(label:)`
/// and awaits `receive` for each value; it is cancelled below `minimum`
/// and for good at `destroyed`. A value handed over just before a stop is
/// skipped, never received by a stopped view: the next start begins with
/// the latest value of a state flow anyway.
///
/// ```swift
/// collect(viewModel.state, while: context.lifecycle, host: context.host, label: "profile.render") { frame in
///   context.render(frame)
/// }
/// ```
@discardableResult
public func collect<F: Flow>(
  _ flow: F,
  while lifecycle: Lifecycle,
  minimum: LifecycleState = .started,
  host: AppHost,
  label: String,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  _ receive: @escaping @Sendable (F.Element) async -> Void
) -> any Cancellable {
  repeatOnLifecycle(lifecycle, minimum: minimum, host: host, label: label, fileID: fileID, line: line) {
    for await value in flow.values(label: label, fileID: fileID, line: line) {
      // Handed over just before the stop: skip it; the next start gets the latest.
      if Task.isCancelled { break }
      await receive(value)
    }
  }
}

/// The async form for an ``/ArchFlow/EventChannel``: as the generic one, but iterating
/// the channel's own `values(label:)`, which gives back the events a
/// cancelled consumer had received and not taken — so stopping in the
/// background or rotating loses no event. An event handed over just before
/// the stop is sent to the channel again instead of reaching the stopped
/// view; it then follows the events given back, so order may change in
/// that one case.
///
/// ```swift
/// collect(viewModel.events, while: context.lifecycle, host: context.host, label: "profile.events") { event in
///   show(event)
/// }
/// ```
@discardableResult
public func collect<Event: Sendable>(
  _ channel: EventChannel<Event>,
  while lifecycle: Lifecycle,
  minimum: LifecycleState = .started,
  host: AppHost,
  label: String,
  fileID: StaticString = #fileID,
  line: UInt = #line,
  _ receive: @escaping @Sendable (Event) async -> Void
) -> any Cancellable {
  repeatOnLifecycle(lifecycle, minimum: minimum, host: host, label: label, fileID: fileID, line: line) {
    for await event in channel.values(label: label, fileID: fileID, line: line) {
      if Task.isCancelled {
        channel.send(event)  // handed over just before the stop: back to the channel, for the next collector
        break
      }
      await receive(event)
    }
  }
}
