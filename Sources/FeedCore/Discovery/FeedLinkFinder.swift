import Foundation

/// Finds the feeds an HTML page announces in its head, in document order, without repeats.
public enum FeedLinkFinder {
  /// What a page says about its feeds.
  public struct Scan: Sendable, Hashable {
    /// The feeds, at most ``maxLinks``.
    public var links: [FeedLink]
    /// Whether the document looked like HTML (a doctype, `<html>`, `<head>` or `<body>`).
    public var isHTML: Bool
  }

  /// Links kept per page: a page that announces more is hostile or broken, and a user could
  /// not choose among them anyway.
  public static let maxLinks = 64

  /// The feeds `html` links to; relative hrefs resolve against `<base href>` (the first one,
  /// wherever it is, as in HTML) and that against `pageURL`, the page's final address.
  public static func scan(_ html: Data, pageURL: URL) -> Scan {
    var scanner = HTMLTagScanner([UInt8](html), keepingAttributesOf: ["link", "base"])
    var found: [(href: String, title: String?, kind: FeedLink.Kind)] = []
    var seen = Set<String>()
    var baseHref: String?
    while let tag = scanner.nextTag() {
      if tag.name == "base" {
        if baseHref == nil, let href = tag.attributes["href"] { baseHref = href }
        continue
      }
      guard tag.name == "link", found.count < maxLinks, let href = tag.attributes["href"],
        isAlternate(tag.attributes["rel"]),
        let kind = tag.attributes["type"].flatMap(FeedLink.Kind.init(mediaType:)),
        seen.insert(href).inserted
      else { continue }
      found.append((href, tag.attributes["title"].flatMap(displayTitle), kind))
    }
    let base = baseHref.flatMap { HTMLReference.resolve($0, against: pageURL) } ?? pageURL
    var resolved = Set<URL>()
    let links = found.compactMap { link -> FeedLink? in
      // An empty href resolves to the page itself, which is no feed of its own.
      guard let url = HTMLReference.resolve(link.href, against: base), url != pageURL,
        isFetchable(url, from: pageURL), resolved.insert(url).inserted
      else { return nil }
      return FeedLink(url: url, title: link.title, kind: link.kind)
    }
    return Scan(links: links, isHTML: scanner.sawHTML)
  }

  /// Whether `rel`, a space-separated list of case-insensitive tokens, holds `alternate`.
  private static func isAlternate(_ rel: String?) -> Bool {
    guard let rel else { return false }
    return rel.lowercased().split(whereSeparator: { $0.isWhitespace }).contains("alternate")
  }

  /// A title for display: whitespace collapsed, tags never read, at most 200 characters.
  private static func displayTitle(_ title: String) -> String? {
    let collapsed = PlainText.collapsingWhitespace(title)
    guard !collapsed.isEmpty else { return nil }
    return collapsed.count > 200 ? String(collapsed.prefix(199)) + "…" : collapsed
  }

  /// Only web feeds are offered, whatever the page says (`javascript:`, `data:`, `ftp:` are
  /// not); a local page may also point at local files, as its own address is one.
  private static func isFetchable(_ url: URL, from page: URL) -> Bool {
    switch url.scheme?.lowercased() {
    case "http", "https": return url.host.map { !$0.isEmpty } ?? false
    case "file": return page.isFileURL
    default: return false
    }
  }
}
