import ArchFeatures
import ArchFlow
import ArchHost
import Testing

/// The fuzzer counts requests too: a variant that ends on the right frame
/// but asks the service twice is caught.
@Suite struct FuzzRequestCountTests {
  // NB: drop the request-count check in `LifecycleFuzzer.run` and this fails.
  @Test func variantThatLoadsTwiceIsCaughtByTheRequestCount() {
    let doubling = Variant<UserProfile>("double-load", summary: "asks twice for every load") { context, service in
      DoubleLoadingProfileView(context: context, service: service)
    }
    let failures = (0..<100 as Range<UInt64>).compactMap { LifecycleFuzzer.check(doubling, seed: $0) }
    // Where a scripted failure goes to the extra request the frame is wrong
    // too; everywhere else only the count can tell.
    let caughtByCount = failures.filter { $0.check.hasPrefix("requests: the reference model started") }
    #expect(failures.count == 100)
    #expect(caughtByCount.count > 50, "\(caughtByCount.count) of \(failures.count)")
  }
}

/// Loads the user like a disciplined controller, but with a second, useless
/// request beside each load: the frames are right, the request count is not.
private final class DoubleLoadingProfileView: FeatureView {
  private let context: ScreenContext
  private let service: any UserService
  private let work = CancellableBag()

  init(context: ScreenContext, service: any UserService) {
    self.context = context
    self.service = service
    context.lifecycle.observe(label: "double.destroy") { [work] state in
      if state == .destroyed { work.cancel() }
    }
    load()
  }

  func perform(_ intent: UserProfileIntent) { load() }

  private func load() {
    work.cancelAll()
    context.render(UserProfileFrame.loading)
    context.host.launch("double.extra") { [service] in _ = try? await service.user(id: UserProfile.userID) }
      .store(in: work)
    context.host.launch("double.load") { [context, service] in
      do {
        context.render(UserProfileFrame.user(try await service.user(id: UserProfile.userID)))
      } catch is CancellationError {
      } catch {
        context.render(UserProfileFrame.error("\(error)"))
      }
    }.store(in: work)
  }
}
