import FeedCore
import Foundation
import Testing

/// What a feed's HTML may keep on its way to the article view.
@Suite struct HTMLSanitizerTests {
  let base = URL(string: "https://blog.example/posts/1")

  func clean(_ html: String) -> String { HTMLSanitizer.sanitize(html, base: base) }

  @Test func scriptsStylesFramesAndFormsGoWithTheirContent() {
    #expect(clean("<p>a<script>alert(1)</script>b</p>") == "<p>ab</p>")
    #expect(clean("<STYLE>p{}</STYLE><iframe src=x>in</iframe><p>t</p>") == "<p>t</p>")
    #expect(clean("<form action=/x><input name=a><button>go</button></form>ok") == "ok")
    #expect(clean("<object data=x><embed src=y></object><svg><script>1</script></svg>z") == "z")
    #expect(clean("<script>never closed <p>hidden") == "")
    #expect(clean("<scripts>kept</scripts>") == "kept")
  }

  @Test func eventHandlersStylesAndUnknownAttributesGo() {
    #expect(
      clean(#"<p onclick="steal()" style="position:fixed" class=x id=y title="T">t</p>"#)
        == #"<p title="T">t</p>"#)
    #expect(
      clean(#"<img src="a.png" onerror=alert(1) alt='A "q"'>"#)
        == #"<img src="https://blog.example/posts/a.png" alt="A &quot;q&quot;">"#)
  }

  /// The fuzzer's find: a handler spelled inside a quoted value is that value's text, escaped,
  /// and stays so when the output is sanitized again.
  @Test func aHandlerSpelledInsideAValueStaysText() {
    let once = clean(#"<img src="/i.png" alt='>Hi <a x onerror=alert(1)">x</a>'>"#)
    #expect(
      once
        == #"<img src="https://blog.example/i.png" alt="&gt;Hi &lt;a x onerror=alert(1)&quot;&gt;x&lt;/a&gt;">"#
    )
    #expect(clean(once) == once)
  }

  @Test func onlyWebAndMailURLsSurviveAndRelativeOnesResolve() {
    #expect(clean(#"<a href="javascript:alert(1)">x</a>"#) == "<a>x</a>")
    #expect(clean(#"<a href=" JaVaScRiPt:alert(1)">x</a>"#) == "<a>x</a>")
    #expect(clean(#"<a href="java&#x09;script:alert(1)">x</a>"#) == "<a>x</a>")
    #expect(clean(#"<img src="data:image/png;base64,AAAA">"#) == "")
    #expect(clean(#"<img src="file:///etc/passwd">"#) == "")
    #expect(clean(#"<a href="/about">x</a>"#) == #"<a href="https://blog.example/about">x</a>"#)
    #expect(clean(#"<a href="mailto:a@b.example">m</a>"#) == #"<a href="mailto:a@b.example">m</a>"#)
    #expect(clean(#"<img src="mailto:a@b.example">"#) == "")
  }

  @Test func spacesAndControlsAroundAnAddressAreStripped() {
    #expect(
      clean("<a href=\"\u{01} \n/about\u{200B}\u{A0}\t\">x</a>")
        == #"<a href="https://blog.example/about">x</a>"#)
    #expect(clean("<a href=\"\u{7F}\u{85}javascript:alert(1)\">x</a>") == "<a>x</a>")
    #expect(clean("<a href=\" \u{2003} \">x</a>") == "<a>x</a>", "nothing left")
  }

  @Test func textIsEscapedAndEntitiesSurviveAsText() {
    #expect(clean("a &lt;b&gt; &amp; c &copy; & d") == "a &lt;b&gt; &amp; c © &amp; d")
    #expect(clean("1 < 2 > 0") == "1 &lt; 2 &gt; 0")
    #expect(clean("<!-- <script>x</script> -->after<!doctype html><?php echo ?>") == "after")
  }

  @Test func theOutputIsBalanced() {
    #expect(clean("<p><b>bold<i>both</p>after") == "<p><b>bold<i>both</i></b></p>after")
    #expect(clean("</div></p>text<ul><li>one<li>two") == "text<ul><li>one<li>two</li></li></ul>")
    #expect(clean("<br/><hr><wbr>") == "<br><hr><wbr>")
    let deep = String(repeating: "<div>", count: 10_000) + "x"
    let out = clean(deep)
    #expect(out.components(separatedBy: "<div>").count - 1 == 128)
    #expect(out.components(separatedBy: "</div>").count - 1 == 128)
  }

  @Test func mediaGetControlsAndNeedASource() {
    #expect(
      clean(#"<video src="v.mp4" autoplay></video>"#)
        == #"<video src="https://blog.example/posts/v.mp4" controls=""></video>"#)
    #expect(clean("<audio autoplay>x</audio>") == "x")
  }
}
