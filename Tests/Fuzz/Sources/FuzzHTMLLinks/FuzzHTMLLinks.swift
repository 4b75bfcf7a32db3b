import FeedCore
import Foundation
import FuzzDriver

/// libFuzzer's entry: any bytes as a web page's head, read for its feed links (Add Feed) and its
/// icon links (feed icons), and sniffed as an image. Both link lists stay within their caps,
/// hold no repeats and name only addresses the reader may fetch.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTMLLinks(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let page = URL(string: "https://fuzz.example/blog/index.html")!
  let feeds = FeedLinkFinder.scan(data, pageURL: page).links
  precondition(feeds.count <= FeedLinkFinder.maxLinks, "more feed links than the cap")
  precondition(Set(feeds.map(\.url)).count == feeds.count, "a feed link repeated")
  let icons = IconLinkFinder.scan(data, pageURL: page)
  precondition(icons.count <= IconLinkFinder.maxIcons, "more icons than the cap")
  precondition(Set(icons).count == icons.count, "an icon repeated")
  for icon in icons {
    let scheme = icon.scheme?.lowercased()
    precondition(scheme == "http" || scheme == "https", "an icon that is not http(s): \(icon)")
    precondition(!(icon.host ?? "").isEmpty, "an icon without a host: \(icon)")
  }
  _ = ImageKind(sniffing: data)
  return 0
}

/// The executable's entry point (SwiftPM aliases `main` to it): hands the arguments to libFuzzer.
@_cdecl("FuzzHTMLLinks_main")
public func fuzzHTMLLinksMain(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> CInt {
  OvershootFuzzMain(argc, argv)
}
