import ArchHost
import Testing

/// The saved-state registry asks its providers at process death; a key
/// unregistered is no longer saved.
@Suite struct SavedStateRegistryTests {
  @Test func anUnregisteredKeyIsNoLongerSaved() {
    let registry = SavedStateRegistry()
    registry.register("query") { "ada" }
    registry.register("page") { "2" }
    #expect(registry.collect() == ["query": "ada", "page": "2"])
    registry.unregister("query")
    #expect(registry.registeredKeys == ["page"])
    #expect(registry.collect() == ["page": "2"])
    // Unregistering a key with no provider changes nothing.
    registry.unregister("nothing")
    #expect(registry.registeredKeys == ["page"])
  }

  @Test func registeringAgainReplacesTheProvider() {
    let registry = SavedStateRegistry()
    registry.register("query") { "ada" }
    registry.register("query") { nil }
    #expect(registry.collect() == [:])
    #expect(registry.registeredKeys == ["query"])
  }
}
