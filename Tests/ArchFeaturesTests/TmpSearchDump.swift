import ArchFeatures
import Testing

@Test func tmpDumpSearch() {
  for c in FeatureSuite.standard.cases(feature: "search") where ["mvp-leaky", "mvvm-flow", "mvc"].contains(c.variant.rawValue) {
    let r = c.run()
    print("### \(r)")
    for s in r.steps { print("   \(s) | expected \(s.expected) req \(s.requests) \(s.rendersAfterDestroy)") }
    print("   probes: started \(r.probes.requestsStarted) cancelled \(r.probes.requestsCancelled) inflight \(r.probes.requestsInFlight) kinds \(r.probes.leakKinds) sites \(r.probes.subscriptionSites) objects \(r.probes.objectsAlive)")
  }
}
