import ArchHost
import ArchMVVM

/// The `mvi` view: renders the store's form while started, navigates when
/// the state says a navigation is pending (then tells the store), and turns
/// typing into intents. The store survives rotation.
final class LoginMVIView: FeatureView {
  private let store: LoginStore

  init(context: ScreenContext, store: LoginStore, navigator: any LoginNavigator) {
    self.store = store
    collect(store.state, while: context.lifecycle, label: "login.render") { [context, navigator, store] state in
      context.render(LoginFrame(state.form, navigations: navigator.navigations))
      if state.navigationPending {
        navigator.navigateHome()
        store.send(.navigated)
      }
    }
  }

  func perform(_ intent: LoginIntent) {
    switch intent {
    case .email(let email): store.send(.email(email))
    case .password(let password): store.send(.password(password))
    case .submit: store.send(.submit)
    }
  }
}
