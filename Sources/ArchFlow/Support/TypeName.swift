/// `type`'s name as `String(describing:)` spells it (`"Box<Int>"`), from the
/// runtime's cache of type names. `String(describing:)` and `"\(T.self)"`
/// first look for a description conformance at run time: about 9,000
/// instructions a call, on every subscription and every view's presenter.
@usableFromInline package func typeName(_ type: Any.Type) -> String {
  _typeName(type, qualified: false)
}
