import ArchCodebase
import ArchMetrics

/// One variant's figures summed over the screens a report covers: what
/// `archlab compare` puts side by side.
struct VariantSummary {
  let variant: String
  var screens = 0
  /// Logic + view + model of the variant's own files: what the shares are of.
  var code: Int { logic + view + model }
  /// The logic part: presenter, view model, reducer, effects, and their state.
  var logic = 0
  /// The view part: views, the contract, an MVC controller (as in `archlab claims`).
  var view = 0
  /// The variant's own model; the feature's shared model is beside, in ``sharedModel``.
  var model = 0
  /// The features' shared model lines, app-wide: in no share.
  var sharedModel = 0
  var scenarios = 0
  var passed = 0
  /// Steps of the scale and duplicate-counting runs that mismatched.
  var mismatched = 0
  var subscriptions = 0
  var tasks = 0
  var objects = 0
  var rendersAfterDestroy = 0
  var forNobody = 0
  var inFlight = 0
  var stale = 0
  var duplicates = 0.0
  /// The slowest screen's time to idle upstream after a pop; `nil` when busy.
  var idleAfterPop: Double? = 0

  static func summaries(of report: ArchLabReport) -> [VariantSummary] {
    var order: [String] = []
    var byVariant: [String: VariantSummary] = [:]
    for row in report.matrix {
      if byVariant[row.variant] == nil {
        order.append(row.variant)
        byVariant[row.variant] = VariantSummary(variant: row.variant)
      }
      byVariant[row.variant]?.add(row)
    }
    for row in report.lines { byVariant[row.variant]?.add(row) }
    return order.compactMap { byVariant[$0] }
  }

  mutating func add(_ row: MatrixRow) {
    screens += 1
    scenarios += row.scenarios
    passed += row.passed
    subscriptions += row.liveSubscriptions
    tasks += row.liveTasks
    objects += row.objectsAlive
    rendersAfterDestroy += row.rendersAfterDestroy
    mismatched += row.mismatchedSteps
    forNobody += row.completedForNobody
    inFlight += row.stillInFlight
    stale += row.completedStale
    duplicates += (row.duplicateRequestsPerRotation - duplicates) / Double(screens)  // running mean
    if let idle = idleAfterPop, let next = row.upstreamIdleAfterPop {
      idleAfterPop = max(idle, next)
    } else {
      idleAfterPop = nil
    }
  }

  mutating func add(_ row: LinesRow) {
    switch row.role {
    case ScreenPart.logic.rawValue: logic += row.code
    case ScreenPart.view.rawValue: view += row.code
    case ScreenPart.model.rawValue: model += row.code
    case SuiteLines.sharedModelRole: sharedModel += row.code
    default: break
    }
  }

  func share(_ part: Int) -> String {
    code == 0 ? "-" : "\(Int((Double(part) / Double(code) * 100).rounded())) %"
  }

  /// Every scenario passed and no step of another run mismatched.
  var isPassing: Bool { passed == scenarios && mismatched == 0 }

  var isClean: Bool {
    isPassing && idleAfterPop != nil
      && subscriptions + tasks + objects + rendersAfterDestroy + forNobody + inFlight == 0
  }
}
