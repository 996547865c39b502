/// What the ledger calls a subscribed flow. A generic flow's name is kept
/// as its kind and element type and spelled out (`StateFlow<Int>`) only
/// when a record is read: building the string on every subscription cost
/// more than recording it.
enum _FlowName: Sendable {
  case text(String)
  case generic(StaticString, any Any.Type)

  var text: String {
    switch self {
    case .text(let text): text
    case .generic(let kind, let element): "\(kind)<\(typeName(element))>"
    }
  }
}
