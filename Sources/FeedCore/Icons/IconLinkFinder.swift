import Foundation

/// Finds the icons an HTML page announces in its head (`<link rel="icon">`, `"shortcut icon"`,
/// then `"apple-touch-icon"`, SVG ones last), best first.
///
/// Built on the same bounded tag scanner as ``FeedLinkFinder``: linear in the page's size,
/// nothing inside scripts or comments read, at most ``maxIcons`` kept.
public enum IconLinkFinder {
  /// Icons kept per page; a page that announces more is broken or hostile.
  public static let maxIcons = 8

  /// The icons `html` links to, resolved against `<base href>` and `pageURL` (the page's final
  /// address): `icon` links in document order, then `apple-touch-icon` ones, then SVG icons (a
  /// system without librsvg's gdk-pixbuf loader cannot draw them, so a bitmap the page also
  /// offers wins). Only http(s) addresses are kept.
  public static func scan(_ html: Data, pageURL: URL) -> [URL] {
    var scanner = HTMLTagScanner([UInt8](html), keepingAttributesOf: ["link", "base"])
    var icons: [String] = []
    var touchIcons: [String] = []
    var svgIcons: [String] = []
    var baseHref: String?
    while let tag = scanner.nextTag() {
      if tag.name == "base" {
        if baseHref == nil { baseHref = tag.attributes["href"] }
        continue
      }
      guard tag.name == "link", let href = tag.attributes["href"] else { continue }
      let rel = Set(
        (tag.attributes["rel"] ?? "").lowercased().split(whereSeparator: \.isWhitespace))
      if rel.contains("icon"), isSVG(tag.attributes) {
        if svgIcons.count < maxIcons { svgIcons.append(href) }
      } else if rel.contains("icon"), icons.count < maxIcons {
        icons.append(href)
      } else if rel.contains("apple-touch-icon") || rel.contains("apple-touch-icon-precomposed"),
        touchIcons.count < maxIcons
      {
        touchIcons.append(href)
      }
    }
    let base = baseHref.flatMap { HTMLReference.resolve($0, against: pageURL) } ?? pageURL
    var seen = Set<URL>()
    return (icons + touchIcons + svgIcons).compactMap { href -> URL? in
      guard let url = HTMLReference.resolve(href, against: base), url != pageURL,
        FeedIconAddress.isWeb(url), seen.insert(url).inserted
      else { return nil }
      return url
    }.prefix(maxIcons).map { $0 }
  }

  /// Whether a link says it is SVG, by its type or its file name.
  private static func isSVG(_ attributes: [String: String]) -> Bool {
    if attributes["type"]?.lowercased().contains("svg") == true { return true }
    let path = attributes["href"]?.lowercased().split(separator: "?").first ?? ""
    return path.hasSuffix(".svg") || path.hasSuffix(".svgz")
  }
}
