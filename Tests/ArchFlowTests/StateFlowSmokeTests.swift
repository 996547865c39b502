import ArchFlow
import Testing

@Test func smoke() {
  let f = MutableStateFlow(0)
  #expect(f.value == 0)
}
