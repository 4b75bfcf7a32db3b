import FeedCore
import Testing

@Suite struct PlainTextTests {
  @Test(arguments: [
    ("<b>Bold</b> text", "Bold text"),
    ("AT&amp;T &lt;rocks&gt;", "AT&T <rocks>"),
    ("a < b and c > d", "a < b and c > d"),
    ("<p>One</p><p>Two</p>", "One Two"),
    ("line<br/>break", "line break"),
    ("  lots \n\n of\t space  ", "lots of space"),
    ("<script>alert('x')</script>safe", "safe"),
    ("<style>p{}</style>shown", "shown"),
    ("<!-- hidden -->visible", "visible"),
    ("&#8220;quoted&#x201D; &hellip; &unknown; &", "\u{201C}quoted\u{201D} \u{2026} &unknown; &"),
    ("<a href=\"x>y\">link</a>", "link"),
    ("<span foreground=\"red\">x</span>", "x"),
    ("unclosed <b", "unclosed"),
  ])
  func fromHTML(_ html: String, _ expected: String) {
    #expect(PlainText.fromHTML(html) == expected)
  }

  @Test func controlCharactersAreRemoved() {
    #expect(PlainText.collapsingWhitespace("a\u{7}b\u{0}c") == "a b c")
  }
}
