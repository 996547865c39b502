/// One claim of the article ArchLab judges, declared once: its id, its
/// words, the range it states and what it judges. The feature suite's
/// verdicts (`compare`, `report`), an app's (`claims`) and a study's pools
/// all build their rows from these, and every file they write carries the
/// id, so `diff` matches claims by id and a reworded claim still compares.
///
/// ```swift
/// let claim = ArticleClaim.presenterShare
/// print(claim.id, claim.range!)   // presenter-share 0.4...0.6
/// ```
public enum ArticleClaim: String, Sendable, Codable, CaseIterable {
  /// "the presenter is 40–60 % of a screen's code".
  case presenterShare = "presenter-share"
  /// "the view is 20–30 % of a screen's code".
  case viewShare = "view-share"
  /// "the model is 20–30 % of a screen's code".
  case modelShare = "model-share"
  /// "MVVM code is 25–30 % shorter than MVP".
  case mvvmShorter = "mvvm-shorter"
  /// The same saving after the four-step migration from MVP (the suite's ladder).
  case shorterAfterMigration = "mvvm-shorter-after-migration"
  /// A subscription left live after detach updates a detached view.
  case leakedSubscription = "leaked-subscription"
  /// The presenter's weak view lets the view go on pop.
  case weakViewReleased = "weak-view-released"
  /// A presenter kept across rotation does not load again.
  case retainedPresenter = "retained-presenter"
  /// Presenter tests need no UI and take milliseconds.
  case presenterTestsFast = "presenter-tests-fast"
  /// Business logic reaches 85–90 % test coverage with MVP.
  case logicCoverage = "logic-coverage"
  /// …two to three times the coverage of comparable MVC code.
  case coverageTimesMVC = "coverage-times-mvc"

  /// The size claims a study pools, in the article's order.
  public static let sizeClaims: [ArticleClaim] = [.presenterShare, .viewShare, .modelShare, .mvvmShorter]

  /// The stable key files and `diff` use: `"presenter-share"`.
  public var id: String { rawValue }

  /// The claim in the article's words, as every table and verdict shows it.
  public var words: String {
    switch self {
    case .presenterShare: "the presenter is 40–60 % of a screen's code"
    case .viewShare: "the view is 20–30 % of a screen's code"
    case .modelShare: "the model is 20–30 % of a screen's code"
    case .mvvmShorter: "MVVM code is 25–30 % shorter than MVP"
    case .shorterAfterMigration: "…and still after the four-step migration from MVP"
    case .leakedSubscription: "a subscription not disposed in detach leaks and updates a detached view"
    case .weakViewReleased: "the weak view is released on pop with work in flight"
    case .retainedPresenter: "a presenter retained across rotation avoids reloading"
    case .presenterTestsFast: "presenter tests run in milliseconds, without a UI"
    case .logicCoverage: "MVP gives 85–90 % business-logic test coverage"
    case .coverageTimesMVC: "…2–3 times that of comparable MVC code"
    }
  }

  /// The range the article states, as a fraction (a ratio for
  /// ``coverageTimesMVC``); `nil` for the claims judged by events.
  public var range: ClosedRange<Double>? {
    switch self {
    case .presenterShare: 0.40...0.60
    case .viewShare, .modelShare: 0.20...0.30
    case .mvvmShorter, .shorterAfterMigration: 0.25...0.30
    case .logicCoverage: 0.85...0.90
    case .coverageTimesMVC: 2...3
    case .leakedSubscription, .weakViewReleased, .retainedPresenter, .presenterTestsFast: nil
    }
  }

  /// How its figure is written: `"×"` for a ratio, `nil` for a percentage.
  public var unit: String? { self == .coverageTimesMVC ? "×" : nil }

  /// The parts of a screen its figure reads: the one part of a share
  /// claim, logic and view for a saving (model left out), logic for
  /// coverage; none for the claims judged on the suite's runs.
  public var parts: [ScreenPart] {
    switch self {
    case .presenterShare: [.logic]
    case .viewShare: [.view]
    case .modelShare: [.model]
    case .mvvmShorter, .shorterAfterMigration: [.logic, .view]
    case .logicCoverage, .coverageTimesMVC: [.logic]
    case .leakedSubscription, .weakViewReleased, .retainedPresenter, .presenterTestsFast: []
    }
  }

  /// The share claim judging `part`, if the article makes one.
  public static func share(of part: ScreenPart) -> ArticleClaim? {
    switch part {
    case .logic: .presenterShare
    case .view: .viewShare
    case .model: .modelShare
    case .wiring, .other: nil
    }
  }

  /// The claim whose words are `words`, for files written before rows
  /// carried an id.
  public init?(words: String) {
    guard let claim = Self.allCases.first(where: { $0.words == words }) else { return nil }
    self = claim
  }

  /// `"presenter 40–60 %"`, `"MVVM 25–30 % shorter"`: the claim in a table's narrow column.
  public var shortName: String {
    switch self {
    case .presenterShare: "presenter 40–60 %"
    case .viewShare: "view 20–30 %"
    case .modelShare: "model 20–30 %"
    case .mvvmShorter: "MVVM 25–30 % shorter"
    default: words
    }
  }

  /// `"presenter"`, `"shorter"`: one word naming the figure, as the
  /// study's apps table and `diff` head it.
  public var label: String {
    switch self {
    case .presenterShare: "presenter"
    case .viewShare: "view"
    case .modelShare: "model"
    case .mvvmShorter: "shorter"
    case .shorterAfterMigration: "shorter after migration"
    case .leakedSubscription: "leaked subscription"
    case .weakViewReleased: "weak view"
    case .retainedPresenter: "retained presenter"
    case .presenterTestsFast: "presenter tests"
    case .logicCoverage: "coverage"
    case .coverageTimesMVC: "coverage × MVC"
    }
  }
}
