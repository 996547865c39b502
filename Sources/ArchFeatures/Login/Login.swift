import ArchHost

/// A sign-in form: validation, submit enabled only when valid, submitting,
/// an error, and a one-shot navigation home on success.
///
/// ```swift
/// FeatureSuite.standard.feature(named: "login")?.readMe
/// ```
public enum Login: Feature {
  /// Typing into either field, and the submit tap.
  public typealias Intent = LoginIntent
  /// The fields, their validity, the submit button, the status and the
  /// navigations so far.
  public typealias Frame = LoginFrame
  /// The sign-in fake (500 ms each) with the navigator the views call.
  public typealias Services = FakeLoginService

  /// `"login"`.
  public static let name = "login"
  /// `"Login"`.
  public static let title = "Login"
  /// What to compare.
  public static let readMe = """
    The one-shot event. Every variant shares the form's rules; compare how \
    the navigation reaches a view: the presenters and view models send it \
    through an event channel that holds it while no view collects, so a \
    rotation or the background mid-submit delays it but the screen still \
    navigates exactly once, from a visible view. The MVC controller dies \
    with its request on rotation (no navigation, the fields are lost) and \
    navigates from the background. The leaky presenter's forgotten \
    subscription keeps the destroyed view as the channel's oldest \
    collector: the dead view navigates and the new one shows ×0. \
    mvi and mvvm-observation keep the navigation as state the view clears \
    once it has navigated, instead of an event. \
    mvp-article is the article's own code: its view makes the presenter and \
    detaches it only on destroy, so a rotation mid-submit loses the form and \
    the sign-in's answer (its [weak self] finds no presenter), a pop leaves \
    the sign-in completing for nobody, and the background does not stop it \
    navigating. mvp-article-cancelling cancels in detach() and reads clean \
    on pop; mvp keeps the form and the navigation across rotation.
    """

  /// A sign-in fake with 500 ms of latency and a counting navigator.
  public static func makeServices(_ environment: ServiceEnvironment) -> FakeLoginService {
    FakeLoginService(environment)
  }

  /// The six standard variants.
  public static var variants: [Variant<Login>] {
    [
      Variant(.mvc, summary: "one controller validates, signs in and navigates; nothing survives rotation",
              traits: .reloadsOnRotation, sources: ["MVC/*"]) { context, services in
        LoginController(context: context, service: services, navigator: services.navigator)
      },
      Variant(.mvp, summary: "Passive View presenter, attached while started; navigation through an event channel",
              sources: ["MVP/*"]) { context, services in
        LoginView(context: context, presenter: context.presenters.presenter {
          LoginPresenter(service: services, host: context.host, saved: context.saved)
        }, navigator: services.navigator)
      },
      Variant(.mvpSupervising, summary: "Supervising Controller: the view binds the form, the presenter decides",
              sources: ["MVPSupervising/*"]) { context, services in
        SupervisingLoginView(context: context, presenter: context.presenters.presenter {
          SupervisingLoginPresenter(service: services, host: context.host, saved: context.saved)
        }, navigator: services.navigator)
      },
      Variant(.mvpLeaky, summary: "the Rx-era mistake: subscriptions never cancelled, the view captured",
              traits: .keepsSubscriptionsAlive, leaks: .asScenariosDeclare(),
              sources: ["MVPLeaky/*", "MVP/*Contract.swift", "MVP/*View.swift"]) { context, services in
        LoginView(context: context, presenter: context.presenters.presenter {
          LeakyLoginPresenter(service: services, host: context.host, saved: context.saved)
        }, navigator: services.navigator)
      },
      Variant(.mvpArticle, summary: "the article's presenter as written: made by its view, nothing cancels",
              traits: .articlePresenter, leaks: articleLeaks,
              sources: ["MVPArticle/*", "MVPArticle/Model/*", "MVP/*Contract.swift"]) { context, services in
        ArticleLoginView(context: context, presenter: context.track(
          ArticleLoginPresenter(service: LoginCallbackAdapter(service: services, host: context.host)),
          as: "ArticleLoginPresenter"), navigator: services.navigator)
      },
      Variant(.mvpArticleCancelling, summary: "the article's advice taken: the request cancelled in detach()",
              traits: .reloadsOnRotation,
              sources: ["MVPArticleCancelling/*", "MVPArticle/*Contract.swift", "MVPArticle/*View.swift",
                        "MVPArticle/Model/*", "MVP/*Contract.swift"]) { context, services in
        ArticleLoginView(context: context, presenter: context.track(
          CancellingArticleLoginPresenter(service: LoginCallbackAdapter(service: services, host: context.host)),
          as: "CancellingArticleLoginPresenter"), navigator: services.navigator)
      },
      Variant(.mvvmFlow, summary: "view model with state and events, collected by callbacks while started",
              sources: ["MVVMFlow/*"]) { context, services in
        LoginFlowView(context: context, service: services, navigator: services.navigator)
      },
      Variant(.mvvmAsync, summary: "its own view model: submits read in order from an AsyncStream, for await",
              sources: ["MVVMAsync/*"]) { context, services in
        LoginAsyncView(context: context, service: services, navigator: services.navigator)
      },
      Variant(.mvvmObservation, summary: "an Observable view model, read under observation tracking while started",
              sources: ["MVVMObservation/*"]) { context, services in
        LoginObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          LoginObservationViewModel(service: services, context: $0)
        }, navigator: services.navigator)
      },
      Variant(.mvvmObservationLeaky, summary: "Observation's mistake: tracking re-armed by hand, without the lifecycle",
              traits: .rendersWhileStopped, leaks: observationLeaks,
              sources: ["MVVMObservationLeaky/*", "MVVMObservation/*ViewModel.swift"]) { context, services in
        LeakyLoginObservationView(context: context, viewModel: context.viewModelStore.viewModel {
          LoginObservationViewModel(service: services, context: $0)
        }, navigator: services.navigator)
      },
      Variant(.mvi, summary: "intents into a pure reducer; effects run in the store's scope",
              sources: ["MVI/*"]) { context, services in
        LoginMVIView(context: context, store: context.viewModelStore.viewModel(key: "LoginStore") {
          LoginEffects.store(service: services, context: $0)
        }, navigator: services.navigator)
      },
      Variant(.mviLeaky, summary: "MVI's mistake: an effect launched outside the store's scope",
              traits: .leavesEffectsRunning, leaks: mviLeaks,
              sources: ["MVILeaky/*", "MVI/*Intent.swift", "MVI/*Reducer.swift",
                        "MVI/*View.swift"]) { context, services in
        LoginMVIView(context: context, store: context.viewModelStore.viewModel(key: "LoginStore") {
          LeakyLoginEffects.store(service: services, context: $0)
        }, navigator: services.navigator)
      },
    ]
  }

  /// What `mvi-leaky` must leak: nothing while no request is in flight
  /// when the screen goes; the request that completes for nobody after a
  /// pop, the task only process death stops.
  static let mviLeaks = LeakDeclaration([], except: [
    "pop mid-submit cancels the request and never navigates": [.wastedUpstream],
    "process death mid-submit restores the email, not the submit": [.tasks],
  ])

  /// What `mvp-article` must leak: the sign-in a pop leaves running, for
  /// nobody, and the one only process death stops.
  static let articleLeaks = LeakDeclaration([], except: [
    "pop mid-submit cancels the request and never navigates": [.wastedUpstream],
    "process death mid-submit restores the email, not the submit": [.tasks],
  ])

  /// What `mvvm-observation-leaky` must leak: the view and view model its
  /// registration keeps alive, in every scenario; where a change lands
  /// after a rotation, the destroyed view's render too.
  static let observationLeaks = LeakDeclaration([.objects], except: [
    "rotation mid-submit navigates exactly once, from the new view": [.objects, .rendersAfterDestroy],
  ])
}
