import ArchFlow
import Testing

/// A store's default keys are spelled from a type's name once per type.
@Suite struct TypeKeysTests {
  struct Box<Value> {}
  final class Presenter {}

  @Test func aKeyIsThePrefixAndTheTypeNameAndTheSameOnEveryCall() {
    let keys = TypeKeys(prefix: "presenter ")
    #expect(keys.key(for: Presenter.self) == "presenter Presenter")
    #expect(keys.key(for: Presenter.self) == "presenter Presenter")
    #expect(TypeKeys().key(for: Presenter.self) == "Presenter")
  }

  @Test func everyGenericInstanceHasAKeyOfItsOwn() {
    // NB: in TypeKeys.key(for:), key the cache by the prefix instead of the type and Box<String> reads Box<Int>.
    let keys = TypeKeys()
    #expect(keys.key(for: Box<Int>.self) == "Box<Int>")
    #expect(keys.key(for: Box<String>.self) == "Box<String>")
    #expect(keys.key(for: Int.self) == "Int")
  }
}
