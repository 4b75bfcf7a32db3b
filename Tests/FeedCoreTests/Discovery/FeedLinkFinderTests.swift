import FeedCore
import Foundation
import Testing

/// The `<link rel="alternate">` scan, pure: what it finds, how it resolves, and what it refuses.
@Suite struct FeedLinkFinderTests {
  static let page = URL(string: "https://example.org/blog/post/index.html")!

  func scan(_ html: String, page: URL = page) -> FeedLinkFinder.Scan {
    FeedLinkFinder.scan(Data(html.utf8), pageURL: page)
  }

  func urls(_ html: String, page: URL = page) -> [String] {
    scan(html, page: page).links.map(\.url.absoluteString)
  }

  @Test func findsRSSAndAtomLinksInOrderWithTitles() {
    let result = scan(
      """
      <!doctype html><html><head><meta charset="utf-8">
      <link rel="alternate" type="application/rss+xml" title="Posts &amp; news" href="/feed.rss">
      <link rel="stylesheet" href="/style.css">
      <link rel="alternate" type="application/atom+xml" href="/feed.atom">
      <link rel="alternate" type="application/rdf+xml" title=" RDF  feed " href="/index.rdf">
      </head><body></body></html>
      """)
    #expect(result.isHTML)
    #expect(
      result.links == [
        FeedLink(
          url: URL(string: "https://example.org/feed.rss")!, title: "Posts & news", kind: .rss),
        FeedLink(url: URL(string: "https://example.org/feed.atom")!, kind: .atom),
        FeedLink(url: URL(string: "https://example.org/index.rdf")!, title: "RDF feed", kind: .rdf),
      ])
  }

  @Test func ignoresOtherRelationsAndTypes() {
    let html = """
      <link rel="stylesheet" type="application/rss+xml" href="/a">
      <link rel="alternate" type="text/html" hreflang="fr" href="/fr/">
      <link rel="alternate" type="application/json+oembed" href="/oembed">
      <link rel="alternate" type="application/rss+xml">
      <link type="application/rss+xml" href="/no-rel">
      <a rel="alternate" type="application/rss+xml" href="/anchor">x</a>
      """
    #expect(urls(html).isEmpty)
  }

  @Test func namesAndValuesAreCaseInsensitiveAndTypesMayHaveParameters() {
    let html = """
      <LINK REL="Alternate Feed" TYPE="Application/Atom+XML; charset=UTF-8" HREF="a.xml">
      <Link rel=ALTERNATE type=application/rss+xml href=b.xml>
      """
    #expect(
      urls(html) == ["https://example.org/blog/post/a.xml", "https://example.org/blog/post/b.xml"])
  }

  @Test func everyQuotingStyleIsRead() {
    let html = """
      <link rel='alternate' type='application/rss+xml' href='/single' title='it"s'>
      <link rel="alternate" type="application/rss+xml" href="/double?x=>" title="a > b">
      <link rel=alternate type=application/rss+xml href=/bare/>
      <link
        rel = "alternate"
        type = "application/rss+xml"
        href = "/spaced"
      />
      """
    #expect(
      urls(html) == [
        "https://example.org/single", "https://example.org/double?x=%3E",
        "https://example.org/bare/", "https://example.org/spaced",
      ])
    #expect(scan(html).links.map(\.title) == ["it\"s", "a > b", nil, nil])
  }

  @Test func theFirstOfARepeatedAttributeWins() {
    let html = #"<link rel="alternate" type="application/rss+xml" href="/first" href="/second">"#
    #expect(urls(html) == ["https://example.org/first"])
  }

  @Test func referencesInHrefAreDecoded() {
    let html = """
      <link rel="alternate" type="application/rss+xml" href="/a?x=1&amp;y=2">
      <link rel="alternate" type="application/rss+xml" href="/b?x=1&#38;y=2&#x26;z=3">
      <link rel="alternate" type="application/rss+xml" href="/c?x=1&amp y=2">
      <link rel="alternate" type="application/rss+xml" href="/d?x=1&copy=2&ampx=3">
      """
    #expect(
      urls(html) == [
        "https://example.org/a?x=1&y=2", "https://example.org/b?x=1&y=2&z=3",
        "https://example.org/c?x=1&%20y=2", "https://example.org/d?x=1&copy=2&ampx=3",
      ])
  }

  @Test func relativeHrefsResolveAgainstThePagesFinalAddress() {
    let html = """
      <link rel="alternate" type="application/rss+xml" href="feed.xml">
      <link rel="alternate" type="application/rss+xml" href="../../feed2.xml">
      <link rel="alternate" type="application/rss+xml" href="//cdn.example.net/feed3.xml">
      <link rel="alternate" type="application/rss+xml" href="?format=rss">
      <link rel="alternate" type="application/rss+xml" href="https://other.example/abs.xml">
      """
    #expect(
      urls(html) == [
        "https://example.org/blog/post/feed.xml", "https://example.org/feed2.xml",
        "https://cdn.example.net/feed3.xml", "https://example.org/blog/post/index.html?format=rss",
        "https://other.example/abs.xml",
      ])
  }

  @Test func theFirstBaseHrefAppliesToEveryLinkWhereverItIs() {
    let html = """
      <link rel="alternate" type="application/rss+xml" href="feed.xml">
      <base target="_blank"><base href="../feeds/"><base href="https://ignored.example/">
      """
    #expect(urls(html) == ["https://example.org/blog/feeds/feed.xml"])
  }

  @Test func whitespaceIsStrippedAndUnsafeCharactersEncoded() {
    let html = """
      <link rel="alternate" type="application/rss+xml" href="
        /flux/caf\u{E9} r\u{E9}cent.xml\t">
      <link rel="alternate" type="application/rss+xml" href="/fe\ned.xml?q=100%&p=%41">
      <link rel="alternate" type="application/rss+xml" href="\\\\back\\slash.xml">
      """
    #expect(
      urls(html) == [
        "https://example.org/flux/caf%C3%A9%20r%C3%A9cent.xml",
        "https://example.org/feed.xml?q=100%25&p=%41", "https://back/slash.xml",
      ])
  }

  @Test func onlyWebAddressesAreOfferedWithoutFragmentsOrRepeats() {
    let html = """
      <link rel="alternate" type="application/rss+xml" href="javascript:alert(1)">
      <link rel="alternate" type="application/rss+xml" href="data:text/xml,<rss/>">
      <link rel="alternate" type="application/rss+xml" href="file:///etc/passwd">
      <link rel="alternate" type="application/rss+xml" href="ftp://example.org/feed">
      <link rel="alternate" type="application/rss+xml" href="feed://example.org/f.xml">
      <link rel="alternate" type="application/rss+xml" href="/x.xml#top">
      <link rel="alternate" type="application/atom+xml" href="https://example.org/x.xml">
      """
    #expect(urls(html) == ["https://example.org/f.xml", "https://example.org/x.xml"])
  }

  @Test func aLinkBackToThePageItselfIsNoFeed() {
    let html = """
      <link rel="alternate" type="application/rss+xml" href="">
      <link rel="alternate" type="application/rss+xml" href="#feed">
      <link rel="alternate" type="application/rss+xml" href="index.html">
      """
    #expect(urls(html).isEmpty)
  }

  @Test func aLocalPageMayPointAtLocalFeeds() {
    let page = URL(fileURLWithPath: "/tmp/site/index.html")
    let html = #"<link rel="alternate" type="application/rss+xml" href="feeds/all.xml">"#
    #expect(urls(html, page: page) == ["file:///tmp/site/feeds/all.xml"])
  }

  @Test func linksInCommentsScriptsStylesAndTheBodyAreNotRead() {
    let html = """
      <html><head>
      <!-- <link rel="alternate" type="application/rss+xml" href="/commented"> -->
      <script>document.write('<link rel="alternate" type="application/rss+xml" href="/js">')</script>
      <style>/* <link rel="alternate" type="application/rss+xml" href="/css"> */</style>
      <title><link rel="alternate" type="application/rss+xml" href="/title"></title>
      <link rel="alternate" type="application/rss+xml" href="/real">
      </head><body>
      <link rel="alternate" type="application/rss+xml" href="/body">
      </body></html>
      """
    #expect(urls(html) == ["https://example.org/real"])
    let afterHeadEnd = """
      <head></head><link rel="alternate" type="application/rss+xml" href="/late">
      """
    #expect(urls(afterHeadEnd).isEmpty)
  }

  @Test func scriptEndTagsAreMatchedWhole() {
    let html = """
      <script>var s = "</scripts>"; </SCRIPT >
      <link rel="alternate" type="application/rss+xml" href="/after-script">
      """
    #expect(urls(html) == ["https://example.org/after-script"])
  }

  @Test func aDocumentThatIsNotHTMLSaysSo() {
    #expect(!scan(#"{"feed": "no"}"#).isHTML)
    #expect(scan("<!DOCTYPE html><p>hello").isHTML)
    #expect(scan("<HTML><p>hello").isHTML)
  }

  // Hostile input: each must end quickly (a linear scan), keep its bounds and not crash.

  @Test func aHugeAttributeIsSkippedAndTheLinksAfterItStillRead() {
    let huge = String(repeating: "x", count: 4 << 20)
    let html = """
      <link rel="alternate" type="application/rss+xml" title="\(huge)" href="/huge-title">
      <link rel="alternate" type="application/rss+xml" href="/\(huge)">
      <meta content=\(huge)>
      <link rel="alternate" type="application/rss+xml" href="/after">
      """
    let result = scan(html)
    #expect(
      result.links.map(\.url.absoluteString) == [
        "https://example.org/huge-title", "https://example.org/after",
      ])
    #expect(result.links.first?.title == nil)
  }

  @Test func anUnterminatedTagOrCommentEndsTheScan() {
    let feed = #"<link rel="alternate" type="application/rss+xml" href="/ok">"#
    #expect(
      urls(feed + #"<link rel="alternate" type="application/rss+xml" href="/cut"#) == [
        "https://example.org/ok"
      ])
    #expect(
      urls(feed + #"<link rel="alternate" type="application/rss+xml" href=/cut"#) == [
        "https://example.org/ok"
      ])
    #expect(urls(feed + "<!-- never closed " + feed) == ["https://example.org/ok"])
    #expect(urls(feed + "<script>" + feed) == ["https://example.org/ok"])
    #expect(urls(feed + "<link title=\"open quote>" + feed) == ["https://example.org/ok"])
  }

  @Test func aHundredThousandLinksKeepTheFirstSixtyFour() {
    let html = (0..<100_000).map {
      "<link rel=\"alternate\" type=\"application/rss+xml\" href=\"/feeds/\($0).xml\">"
    }.joined()
    let links = scan(html).links
    #expect(links.count == FeedLinkFinder.maxLinks)
    #expect(links.first?.url.absoluteString == "https://example.org/feeds/0.xml")
    #expect(links.last?.url.absoluteString == "https://example.org/feeds/63.xml")
  }

  @Test func aBaseAfterAHundredThousandTagsStillCounts() {
    let html =
      #"<link rel="alternate" type="application/rss+xml" href="f.xml">"#
      + String(repeating: "<meta name=a content=b>", count: 100_000) + "<base href=\"/b/\">"
    #expect(urls(html) == ["https://example.org/b/f.xml"])
  }

  @Test func degenerateMarkupEndsQuickly() {
    for filler in ["<", "<!", "</", "<a", "<a ", "<a b=", "&", "<!--", "<?", "<script>", "=\"'"] {
      let html = String(repeating: filler, count: 200_000)
      #expect(scan(html).links.isEmpty, "filler \(filler)")
    }
  }

  @Test func randomMarkupNeverBreaksTheBounds() {
    let pieces = [
      "<", ">", "/", "=", "\"", "'", " ", "link", "rel", "alternate", "type", "href",
      "application/rss+xml", "application/atom+xml", "<!--", "-->", "<script>", "</script>",
      "<base", "&amp;", "&#", "x", "https://a.example/", "..", "\u{E9}", "\n", "<head>", "</head>",
    ]
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2000 {
      var html = ""
      for _ in 0..<Int(seed % 80) {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        html += pieces[Int((seed >> 33) % UInt64(pieces.count))]
      }
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let links = scan(html).links
      #expect(links.count <= FeedLinkFinder.maxLinks)
      #expect(
        links.allSatisfy { ["http", "https"].contains($0.url.scheme) && $0.url.fragment == nil })
      #expect(Set(links.map(\.url)).count == links.count)
    }
  }
}
