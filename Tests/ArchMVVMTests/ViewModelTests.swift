import ArchHost
import ArchMVVM
import Testing

@Test func aViewModelIsClearable() {
  final class Model: ViewModel { func clear() {} }
  let model: any ViewModel = Model()
  #expect(model is any Clearable)
}
