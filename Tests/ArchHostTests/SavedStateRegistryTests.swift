import ArchHost
import ArchTestSupport
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

  @Test func providersRegisteredInAnyOrderAreListedAndAskedInKeyOrder() {
    // NB: in SavedStateRegistry.register, append instead of inserting in order and the keys come unsorted.
    let registry = SavedStateRegistry()
    let asked = Box<[String]>([])
    for key in ["query", "filter", "page", "author"] {
      registry.register(key) { [asked] in
        asked.withLock { $0.append(key) }
        return key.uppercased()
      }
    }
    registry.register("filter") { [asked] in
      asked.withLock { $0.append("filter again") }
      return nil
    }

    #expect(registry.registeredKeys == ["author", "filter", "page", "query"])
    #expect(registry.collect() == ["author": "AUTHOR", "page": "PAGE", "query": "QUERY"])
    #expect(asked.value == ["author", "filter again", "page", "query"])
  }
}
