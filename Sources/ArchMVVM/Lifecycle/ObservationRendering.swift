import ArchFlow
import ArchHost
import Observation

/// Renders what `read` reads from `Observable` objects while `lifecycle` is
/// started, again after each change, as SwiftUI does: the reads are
/// tracked with `withObservationTracking`, and a change re-reads and
/// re-arms on the host's next turn (the change is announced before it is
/// made, so reading at once would see the old value). It stops in the
/// background, renders the latest on the way back, and ends when the view
/// is destroyed.
///
/// ```swift
/// render(while: context.lifecycle, host: context.host, label: "profile.render") {
///   viewModel.frame
/// } render: { [context] frame in context.render(frame) }
/// ```
public func render<Value: Sendable>(
  while lifecycle: Lifecycle, host: AppHost, label: String,
  _ read: @escaping @Sendable () -> Value, render: @escaping @Sendable (Value) -> Void
) {
  let rendering = ObservationRendering(host: host, label: label, read: read, render: render)
  lifecycle.observe(label: label) { state in
    switch state {
    case .started: rendering.start()
    case .stopped, .destroyed: rendering.stop()
    case .created, .resumed, .paused: break
    }
  }
}

/// One view's tracked reads, armed while its view is started.
final class ObservationRendering<Value: Sendable>: Sendable {
  private struct State {
    var active = false
    /// Bumped by every start and stop, so a change armed before is ignored.
    var generation = 0
    /// The generation a refresh is queued for: one per generation, so a
    /// refresh left from before a stop cannot swallow a later change.
    var queuedGeneration: Int?
  }

  private let host: AppHost
  private let label: String
  private let read: @Sendable () -> Value
  private let renderValue: @Sendable (Value) -> Void
  private let state = Locked(State())

  init(
    host: AppHost, label: String, read: @escaping @Sendable () -> Value, render: @escaping @Sendable (Value) -> Void
  ) {
    self.host = host
    self.label = label
    self.read = read
    renderValue = render
  }

  func start() {
    let generation = state.withLock { state -> Int in
      state.active = true
      state.generation += 1
      return state.generation
    }
    renderAndArm(generation)
  }

  func stop() {
    state.withLock { state in
      state.active = false
      state.generation += 1
    }
  }

  private func renderAndArm(_ generation: Int) {
    // Weak: a registration left in a model outlives the view it rendered.
    let value = withObservationTracking(read) { [weak self] in self?.changed(generation) }
    renderValue(value)
  }

  private func changed(_ generation: Int) {
    let queue = state.withLock { state -> Bool in
      guard state.active, state.generation == generation, state.queuedGeneration != generation else { return false }
      state.queuedGeneration = generation
      return true
    }
    guard queue else { return }
    host.launch(label) { [weak self] in self?.refresh(generation) }
  }

  private func refresh(_ generation: Int) {
    let current = state.withLock { state -> Bool in
      if state.queuedGeneration == generation { state.queuedGeneration = nil }
      return state.active && state.generation == generation
    }
    if current { renderAndArm(generation) }
  }
}
