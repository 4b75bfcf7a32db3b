import Foundation

extension FeedRefresher {
  /// The feed a fetched web page links to (its first `<link rel="alternate">` feed), fetched and
  /// parsed; nil when the document is not a page, links to no feed, or the feed fails.
  func linkedFeed(of page: FetchedDocument) async -> (FetchedDocument, ParsedFeed)? {
    let scan = FeedLinkFinder.scan(page.data, pageURL: page.url)
    guard scan.isHTML, let link = scan.links.first,
      case .fetched(let document)? = try? await fetcher.fetch(FetchRequest(url: link.url)),
      let parsed = try? parser.parse(document.data, url: document.url)
    else { return nil }
    return (document, parsed)
  }
}

extension FeedParseError {
  /// Whether the document may be a web page: XML that is not a feed, or not XML at all.
  var mightBeAPage: Bool {
    switch self {
    case .notAFeed, .notXML: return true
    default: return false
    }
  }
}
