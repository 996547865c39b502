import ArchMVP
import Testing

@Test func aViewContractIsClassBound() {
  final class View: ViewContract {}
  let view: any ViewContract = View()
  #expect(view is AnyObject)
}
