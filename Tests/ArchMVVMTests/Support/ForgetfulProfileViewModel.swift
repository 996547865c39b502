import ArchFeatures
import ArchFlow
import ArchHost
import ArchMVVM

/// A UserProfile view model written wrong on purpose unless `fixed`: the
/// positive control for the view-model probes.
///
/// It observes the service's cache Rx-style with a closure that captures
/// `self`, and its `clear()` forgets to call `core.clear()`. So after a pop
/// the cache subscription keeps the view model alive, and the load goes on
/// for nobody. `fixed: true` hands the subscription to the scope and clears
/// the core, and every probe reads zero.
final class ForgetfulProfileViewModel: ViewModel {
  let core: ViewModelCore<UserProfileFrame, Never>
  let fixed: Bool

  /// The line of the `subscribe(label: "forgetful.cache")` call in `init`: the one the ledger names.
  static let cacheLine: UInt = #line + 4
  init(service: any UserService, context: ViewModelContext, fixed: Bool) {
    core = ViewModelCore(.loading, host: context.host)
    self.fixed = fixed
    let cache = service.observeUser(id: UserProfile.userID).subscribe(label: "forgetful.cache") { user in
      if let user { self.show(user) }  // strong self: the leak, unless the scope owns the token
    }
    if fixed { core.scope.own(cache) }
    core.launch("forgetful.load") { [service] in
      _ = try? await service.user(id: UserProfile.userID)  // the answer arrives through the cache
    }
  }

  func show(_ user: User) { core.value = .user(user) }

  func clear() {
    if fixed { core.clear() }  // the bug: forgetting this line
  }
}

/// Renders a `ForgetfulProfileViewModel`'s state while started, bound as
/// the suite's `mvvm-flow` view binds: the view is not what leaks.
final class ForgetfulProfileView: FeatureView {
  private let viewModel: ForgetfulProfileViewModel

  init(context: ScreenContext, service: any UserService, fixed: Bool) {
    viewModel = context.viewModelStore.viewModel {
      ForgetfulProfileViewModel(service: service, context: $0, fixed: fixed)
    }
    collect(viewModel.state, while: context.lifecycle, label: "profile.render") { [context] frame in
      context.render(frame)
    }
  }

  func perform(_ intent: UserProfileIntent) {}
}
