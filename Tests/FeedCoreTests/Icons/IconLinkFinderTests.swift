import FeedCore
import Foundation
import Testing

/// Reading a page's icon links: which count, in what order, resolved how.
@Suite struct IconLinkFinderTests {
  let page = URL(string: "https://example.org/blog/index.html")!

  func scan(_ head: String) -> [String] {
    IconLinkFinder.scan(Data("<html><head>\(head)</head><body>".utf8), pageURL: page)
      .map(\.absoluteString)
  }

  @Test func iconsComeBeforeTouchIconsAndSVGComesLast() {
    #expect(
      scan(
        """
        <link rel="apple-touch-icon" href="/touch.png">
        <link rel="icon" type="image/svg+xml" href="/icon.svg">
        <LINK REL="Shortcut Icon" HREF="fav.ico">
        <link rel="icon" href="https://cdn.example.org/i.png?v=2">
        <link rel="mask-icon" href="/mask.png"><link rel="stylesheet" href="/s.css">
        """) == [
          "https://example.org/blog/fav.ico", "https://cdn.example.org/i.png?v=2",
          "https://example.org/touch.png", "https://example.org/icon.svg",
        ])
  }

  @Test func onlyWebAddressesAndOnlyTheHeadAreRead() {
    #expect(
      scan(
        """
        <base href="https://static.example.org/">
        <link rel="icon" href="javascript:alert(1)"><link rel="icon" href="file:///etc/passwd">
        <script>document.write('<link rel="icon" href="/script.png">')</script>
        <!-- <link rel="icon" href="/comment.png"> -->
        <link rel="icon" href="a.png">
        </head><body><link rel="icon" href="/body.png">
        """) == ["https://static.example.org/a.png"])
  }

  @Test func aPageWithHundredsOfIconsKeepsAFew() {
    let head = (0..<500).map { "<link rel=icon href=/\($0).png>" }.joined()
    #expect(scan(head).count == IconLinkFinder.maxIcons)
  }
}

/// Telling images from error pages by their first bytes.
@Suite struct ImageKindTests {
  @Test func imagesAreRecognisedAndTextIsNot() {
    #expect(ImageKind(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
    #expect(ImageKind(sniffing: Array("GIF89a....".utf8)) == .gif)
    #expect(ImageKind(sniffing: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
    #expect(ImageKind(sniffing: [0, 0, 1, 0, 2, 0]) == .ico)
    #expect(ImageKind(sniffing: [0, 0, 1, 0, 0, 0]) == nil, "an icon directory with no image")
    #expect(ImageKind(sniffing: Array("RIFF\0\0\0\0WEBPVP8 ".utf8)) == .webp)
    #expect(ImageKind(sniffing: Array("<!doctype html>".utf8)) == nil)
    #expect(ImageKind(sniffing: Array("<svg/>".utf8)) == .svg)
    #expect(ImageKind(sniffing: Array("BMW news of the day".utf8)) == nil)
    #expect(ImageKind(sniffing: Array("BM\u{36}\0\0\0\0\0\0\0\u{36}\0".utf8)) == .bmp)
    #expect(ImageKind(sniffing: [UInt8]()) == nil)
  }
}

/// Telling an SVG icon from an HTML error page or other XML by its root element.
@Suite struct SVGSniffingTests {
  func kind(_ text: String) -> ImageKind? { ImageKind(sniffing: Array(text.utf8)) }

  @Test func svgDocumentsAreRecognisedWhateverTheirPrologue() {
    #expect(kind("<svg xmlns='http://www.w3.org/2000/svg'/>") == .svg)
    #expect(kind("\u{FEFF}  <?xml version=\"1.0\"?>\n<!-- Made by hand -->\n<svg>") == .svg)
    #expect(
      kind(
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="16" height="16">
        """) == .svg)
    #expect(kind("<SVG\tviewBox='0 0 1 1'>") == .svg)
  }

  @Test func otherDocumentsAreNotSVG() {
    #expect(kind("<!DOCTYPE html><html><body><svg/></body></html>") == nil)
    #expect(kind("<?xml version='1.0'?><rss><svg/></rss>") == nil)
    #expect(kind("<svgx/>") == nil)
    #expect(kind("<svg") == nil, "cut before the name ends")
    #expect(kind("<?xml version='1.0'") == nil, "an unfinished declaration")
    #expect(kind("<!DOCTYPE svg [<!ENTITY a 'aaaa'>]><svg>&a;</svg>") == nil, "entities")
    #expect(kind(String(repeating: " ", count: 2000) + "<svg/>") == nil, "too far in")
    #expect(kind("<!-- unclosed") == nil)
  }
}
