// Regex literals and raw strings whose contents look like comment or
// string delimiters, where cloc happens to read them right too.
import Foundation

/// Matches three quotes.
let quotes = /"""/
let slashes = /\/\/+/
let extended = #/a"b/#
let kernel = #/usr/lib/modules/([^/]+)/vmlinuz/#

/* A verbose regex follows. */
let verbose = #/
  (?<kind> \w+) /* a regex group, not a comment
  \s+ (?<amount> \d+)
/#

let oneQuote = #"""#
let twoQuotes = #""""#

func half(_ x: Int) -> Int {
  var y = x / 2  // division, not a regex
  y /= 1
  return y
}
