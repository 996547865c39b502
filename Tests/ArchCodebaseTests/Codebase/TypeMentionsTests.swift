import Testing

@testable import ArchCodebase

/// The scan that tells which screen's code names a view's type.
@Suite struct TypeMentionsTests {
  @Test func findsANameOnlyAsAWholeIdentifier() {
    let mentions = TypeMentions(["UsersAdapter", "Row"])
    #expect(mentions.names(in: "let a = UsersAdapter()") == ["UsersAdapter"])
    // NB: drop the length check's word boundaries to see UsersAdapterFactory count as UsersAdapter.
    #expect(mentions.names(in: "let a = UsersAdapterFactory(); let b = MyRow") == [])
    #expect(mentions.names(in: "Row") == ["Row"])
  }

  @Test func readsPastNonASCIIIdentifiersAndEmptyText() {
    let mentions = TypeMentions(["Café", "Login"])
    #expect(mentions.names(in: "val café = Café(); Login.show()") == ["Café", "Login"])
    #expect(mentions.names(in: "") == [])
  }
}
