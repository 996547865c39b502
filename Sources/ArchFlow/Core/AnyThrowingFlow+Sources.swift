extension AnyThrowingFlow {
  /// A cold flow whose `body` runs for each subscriber, sending values and
  /// one end through the ``FlowEmitter`` it gets; RxSwift's `create`,
  /// kotlinx's `callbackFlow`.
  ///
  /// `body` returns what stops its work (a request to cancel). It is
  /// cancelled when the subscriber cancels and when the flow ends, so a
  /// finished flow holds nothing. The subscription is in the
  /// ``SubscriptionLedger`` from the start of `body` to the end, either way.
  ///
  /// ```swift
  /// let load = AnyThrowingFlow<Profile, LoadError>.create("profile.load") { emitter in
  ///   let request = service.load(id) { result in
  ///     switch result {
  ///     case .success(let profile): emitter.send(profile); emitter.finish()
  ///     case .failure(let error): emitter.fail(error)
  ///     }
  ///   }
  ///   return ActionCancellable { request.cancel() }
  /// }
  /// ```
  ///
  /// - Parameter name: What the ledger calls this flow in leak reports.
  @inlinable
  public static func create(
    _ name: String? = nil,
    _ body: @escaping @Sendable (FlowEmitter<Element, Failure>) -> any Cancellable
  ) -> AnyThrowingFlow {
    // Inlinable, so `receive` reaches `body` without a reabstraction thunk.
    AnyThrowingFlow { site, receive, end in
      let ledger = SubscriptionLedger.current
      // The name is made only if the ledger records it.
      let ticket = ledger.enter(
        site, flow: name ?? "AnyThrowingFlow<\(typeName(Element.self)), \(typeName(Failure.self))>")
      end.link(_LedgerExit(ledger: ledger, ticket: ticket))
      end.link(body(FlowEmitter(receive: receive, end: end)))
      return end
    }
  }

  /// A flow that delivers `value` and finishes.
  public static func just(_ value: Element) -> AnyThrowingFlow {
    create { emitter in
      emitter.send(value)
      emitter.finish()
      return _NothingToCancel.shared
    }
  }

  /// A flow that finishes at once, without a value.
  public static var empty: AnyThrowingFlow {
    create { emitter in
      emitter.finish()
      return _NothingToCancel.shared
    }
  }

  /// A flow that fails at once with `error`, without a value.
  public static func failure(_ error: Failure) -> AnyThrowingFlow {
    create { emitter in
      emitter.fail(error)
      return _NothingToCancel.shared
    }
  }
}

extension Sequence where Self: Sendable, Element: Sendable {
  /// A cold flow that delivers this sequence's elements to each subscriber
  /// during `subscribe`, then finishes; kotlinx's `asFlow()`. A subscriber
  /// that stops early (`take(2)`) stops the iteration.
  ///
  /// ```swift
  /// let all = await [1, 2, 3].asFlow().map { $0 * 10 }.toArray()  // [10, 20, 30]
  /// ```
  @inlinable
  public func asFlow() -> AnyFlow<Element> {
    // Inlinable, so the loop over the sequence is specialized in the caller.
    AnyFlow.create { emitter in
      for element in self where !emitter.send(element) { return _NothingToCancel.shared }
      emitter.finish()
      return _NothingToCancel.shared
    }
  }
}

/// Leaves the ledger once, when the subscription it belongs to ends.
@usableFromInline
final class _LedgerExit: Cancellable {
  private let ledger: SubscriptionLedger
  private let ticket: UInt64

  @usableFromInline
  init(ledger: SubscriptionLedger, ticket: UInt64) {
    self.ledger = ledger
    self.ticket = ticket
  }

  // Cancelled once: its end runs its links a single time.
  @usableFromInline func cancel() { ledger.leave(ticket) }
}

/// The cancellable of work that is already over.
@usableFromInline
final class _NothingToCancel: Cancellable {
  @usableFromInline static let shared = _NothingToCancel()
  @usableFromInline func cancel() {}
  @usableFromInline var isCancelled: Bool { true }
}
