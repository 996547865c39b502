import ArchLabCLI
import Testing

@Suite("nearest and editDistance")
struct NearestTests {
  @Test func countsInsertionsDeletionsAndSubstitutions() {
    #expect(editDistance("", "abc") == 3)
    #expect(editDistance("abc", "") == 3)
    #expect(editDistance("kitten", "sitting") == 3)
    #expect(editDistance("lsit", "list") == 2)
  }

  @Test func suggestsTheNearestChoiceWithinTwoEdits() {
    #expect(nearest("lsit", in: ["list", "loc", "play"]) == "list")
    #expect(nearest("comapre", in: ["compare", "play"]) == "compare")
    #expect(nearest("fed", in: ["feed", "login", "search"]) == "feed")
  }

  @Test func suggestsNothingWhenEveryChoiceIsFar() {
    #expect(nearest("zzz", in: ["feed", "login", "search"]) == nil)
    #expect(nearest("x", in: []) == nil)
  }

  @Test func allowsAnEditPerThreeCharactersForLongInput() {
    // 12 characters: up to 4 edits.
    #expect(nearest("usrprofilexx", in: ["userprofile"]) == "userprofile")
    #expect(nearest("uxxprxfilexx", in: ["userprofile"]) == nil)
  }

  @Test func prefersTheFirstListedChoiceOnATie() {
    #expect(nearest("cat", in: ["bat", "hat"]) == "bat")
  }

  @Test func suggestsHtmlForYamlUnderTheTwoEditRule() {
    // Under the max(2, n/3) rule a four-letter word is close to any other
    // that shares two letters in place: 'yaml' gets 'html'.
    #expect(nearest("yaml", in: Sample.formats) == "html")
  }

  @Test func namesAnUnknownNameWithTheChoicesItBeginsOrTheNearest() {
    let variants = ["mvp", "mvvm-flow", "mvvm-async"]
    #expect(
      unknownName("variant", "mvv", choices: variants)
        == "unknown variant 'mvv'; did you mean one of 'mvvm-flow', 'mvvm-async'? "
        + "(choose one of mvp, mvvm-flow, mvvm-async)")
    #expect(
      unknownName("feature", "serch", choices: ["profile", "search"], scope: " here")
        == "unknown feature 'serch' here; did you mean 'search'? (choose one of profile, search)")
    #expect(unknownName("feature", "zzz", choices: ["feed"]) == "unknown feature 'zzz' (choose one of feed)")
  }
}
