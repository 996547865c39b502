import ArchFeatures
import Testing

@Suite struct FuzzDebugTests {
  @Test func printSome() {
    for seed: UInt64 in 0..<6 {
      let actions = LifecycleFuzzer.sequence(Search.self, seed: seed)
      print(seed, actions.map(\.description), Search.referenceFrame(after: actions, traits: []) as Any)
      let t = LifecycleFuzzer.sequence(LiveTicker.self, seed: seed)
      print(seed, t.map(\.description), LiveTicker.referenceFrame(after: t, traits: []) as Any)
    }
    for pair in FuzzPair.standard(where: { $0.contains(.leaksOnPurpose) }) {
      let f = pair.failures(count: 100)
      print(pair, f.count, f.first?.check ?? "")
    }
  }
}
