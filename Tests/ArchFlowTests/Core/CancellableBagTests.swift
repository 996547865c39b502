import ArchFlow
import Foundation
import Synchronization
import Testing

extension CoreContract {
  @Suite("CancellableBag and ActionCancellable")
  struct CancellableBagTests {
    /// An ActionCancellable that counts its runs.
    private func counted() -> (ActionCancellable, Recorder<Void>) {
      let runs = Recorder<Void>()
      return (ActionCancellable { runs.record(()) }, runs)
    }

    @Test func cancelCancelsEverythingInTheBag() {
      let bag = CancellableBag()
      let items = (0..<3).map { _ in counted() }
      for (token, _) in items { bag.insert(token) }
      #expect(bag.count == 3)
      bag.cancel()
      #expect(items.allSatisfy { $0.1.count == 1 })
      #expect(bag.isCancelled)
      #expect(bag.count == 0)
    }

    @Test func cancelIsIdempotent() {
      let bag = CancellableBag()
      let (token, runs) = counted()
      bag.insert(token)
      bag.cancel()
      bag.cancel()
      #expect(runs.count == 1)
    }

    @Test func releasingTheBagCancelsEverythingInIt() {
      // NB: in CancellableBag.deinit, drop the loop that cancels `pending`.
      let items = (0..<3).map { _ in counted() }
      weak var released: CancellableBag?
      do {
        let bag = CancellableBag()
        released = bag
        for (token, _) in items { bag.insert(token) }
        #expect(items.allSatisfy { $0.1.count == 0 })
      }
      #expect(released == nil)
      #expect(items.allSatisfy { $0.1.count == 1 })
    }

    @Test func insertingIntoACancelledBagCancelsAtOnce() {
      // NB: in CancellableBag.insert, append even when `cancelled`.
      let bag = CancellableBag()
      bag.cancel()
      let (token, runs) = counted()
      bag.insert(token)
      #expect(runs.count == 1)
      #expect(bag.count == 0)
    }

    @Test func cancelAllCancelsEverythingButKeepsTheBagOpen() {
      let bag = CancellableBag()
      let (first, firstRuns) = counted()
      bag.insert(first)
      bag.cancelAll()
      #expect(firstRuns.count == 1)
      #expect(!bag.isCancelled)
      let (second, secondRuns) = counted()
      bag.insert(second)
      #expect(secondRuns.count == 0)  // still open: kept, not cancelled
      #expect(bag.count == 1)
      bag.cancel()
      #expect(secondRuns.count == 1)
      #expect(firstRuns.count == 1)
    }

    @Test func storeInTiesASubscriptionToTheBag() {
      let ledger = SubscriptionLedger()
      let flow = MutableStateFlow(0, ledger: ledger)
      let seen = Recorder<Int>()
      let bag = CancellableBag()
      flow.subscribe { seen.record($0) }.store(in: bag)
      #expect(ledger.liveCount == 1)
      bag.cancel()
      flow.value = 1
      #expect(seen.values == [0])
      #expect(ledger.liveCount == 0)
    }

    @Test func aCancellationThatTouchesTheBagDoesNotDeadlock() {
      let bag = CancellableBag()
      let runs = Recorder<Int>()
      bag.insert(
        ActionCancellable {
          runs.record(bag.count)
          bag.insert(ActionCancellable { runs.record(-1) })  // the bag is closed by now
        })
      bag.cancel()
      #expect(runs.values == [0, -1])
    }

    @Test func itemsCancelledOnTheirOwnAreDroppedAsNewOnesComeIn() {
      // NB: in CancellableBag.insert, drop the prune of cancelled items.
      let bag = CancellableBag()
      let keep = (0..<10).map { _ in counted() }
      for (token, _) in keep { bag.insert(token) }
      for _ in 0..<10_000 {
        let (token, _) = counted()
        bag.insert(token)
        token.cancel()
      }
      #expect(bag.count < 100)  // 10 live and at most a prune's worth of cancelled ones
      bag.cancel()
      #expect(keep.allSatisfy { $0.1.count == 1 })
    }

    @Test func anItemWithoutACancelledFlagIsKeptUntilTheBagEnds() {
      let bag = CancellableBag()
      let runs = Recorder<Void>()
      for _ in 0..<100 { bag.insert(Opaque { runs.record(()) }) }
      #expect(bag.count == 100)
      bag.cancel()
      #expect(runs.count == 100)
    }

    @Test func aDrainDuringAPruneStillCancelsTheItemsBeingPruned() {
      // Inserting from many threads while another cancels everything: each
      // item is cancelled once, whether it was being pruned or not.
      for _ in 0..<20 {
        let bag = CancellableBag()
        let runs = Recorder<Void>()
        runOnThreads(4) { thread in
          if thread == 0 {
            bag.cancelAll()
            return
          }
          for _ in 0..<200 { bag.insert(Opaque { runs.record(()) }) }
        }
        bag.cancel()
        #expect(runs.count == 600)
        #expect(bag.count == 0)
      }
    }

    @Test func cancelAllReturnsOnlyOnceEverythingInsertedBeforeItIsCancelled() {
      // NB: in CancellableBag.insert, take the items out of the bag while
      // pruning and a cancelAll racing the prune returns before they are cancelled.
      for _ in 0..<50 {
        let bag = CancellableBag()
        let inserted = Atomic<Int>(0)
        let cancelled = Atomic<Int>(0)
        let missed = Atomic<Int>(0)
        runOnThreads(3) { thread in
          if thread == 0 {
            for _ in 0..<20 {
              let before = inserted.load(ordering: .acquiring)
              bag.cancelAll()
              if cancelled.load(ordering: .acquiring) < before { missed.add(1, ordering: .relaxed) }
            }
            return
          }
          for _ in 0..<300 {
            let token = ActionCancellable { cancelled.add(1, ordering: .releasing) }
            bag.insert(token)
            inserted.add(1, ordering: .releasing)
          }
        }
        bag.cancel()
        #expect(missed.load(ordering: .relaxed) == 0)
        #expect(cancelled.load(ordering: .relaxed) == 600)
      }
    }

    /// A cancellable that cannot say whether it was cancelled.
    private final class Opaque: Cancellable {
      let action: @Sendable () -> Void
      init(_ action: @escaping @Sendable () -> Void) { self.action = action }
      func cancel() { action() }
    }

    // MARK: ActionCancellable

    @Test func actionCancellableRunsItsActionOnce() {
      // NB: in ActionCancellable.cancel, drop the `done.exchange` guard.
      let (token, runs) = counted()
      #expect(!token.isCancelled)
      token.cancel()
      token.cancel()
      #expect(token.isCancelled)
      #expect(runs.count == 1)
    }

    @Test func actionCancellableRunsOnceWhenCancelledFromManyThreads() {
      let (token, runs) = counted()
      runOnThreads(8) { _ in token.cancel() }
      #expect(runs.count == 1)
    }

    @Test func actionCancellableDoesNotRunWhenReleased() {
      let runs = Recorder<Void>()
      do {
        let token = ActionCancellable { runs.record(()) }
        _ = token
      }
      #expect(runs.count == 0)
    }
  }
}
