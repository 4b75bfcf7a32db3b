import Foundation

/// An entry's full content as safe HTML and its enclosures, read from each format's elements.
enum EntryContent {
  /// The most enclosures kept for one entry.
  static let maxEnclosures = 8

  /// RSS: `content:encoded`, else the description (RSS text is HTML in practice).
  static func rss(_ item: XMLNode, link: String?, site: String?) -> String? {
    let node =
      item.child("encoded", in: [Namespace.content]) ?? item.child("description", in: Namespace.rss)
    // RSS has no xml:base of its own; readers resolve against the item's page.
    let base = (link ?? site).flatMap(URL.init(string:)) ?? node?.base
    return node?.trimmedText.flatMap { html($0, base: base) }
  }

  /// Atom: `content`, else `summary`, each by its `type` (text is escaped, html and xhtml kept).
  static func atom(_ entry: XMLNode, link: String?, site: String?) -> String? {
    let ns = Namespace.anyAtom
    guard let node = entry.child("content", in: ns) ?? entry.child("summary", in: ns),
      node.attributes["src"] == nil, let raw = node.trimmedText
    else { return nil }
    let type = (node.attributes["type"] ?? "text").lowercased()
    let base = base(of: node, link: link, site: site)
    if type == "text" || type == "text/plain" { return text(raw) }
    guard type.contains("html") || node.attributes["mode"] == "escaped" else { return nil }
    return html(raw, base: base)
  }

  /// JSON Feed: `content_html`, else `content_text`.
  static func json(_ item: [String: Any], base: URL?) -> String? {
    if let raw = item["content_html"] as? String { return html(raw, base: base) }
    return (item["content_text"] as? String).flatMap(text)
  }

  /// RSS `<enclosure url type length>` elements.
  static func rssEnclosures(_ item: XMLNode, site: String?) -> [Enclosure] {
    item.children("enclosure", in: Namespace.rss).prefix(maxEnclosures).compactMap { node in
      enclosure(
        url: node.resolve(node.attributes["url"], site: site), type: node.attributes["type"],
        length: node.attributes["length"])
    }
  }

  /// Atom `<link rel="enclosure" href type length>` elements.
  static func atomEnclosures(_ entry: XMLNode, site: String?) -> [Enclosure] {
    entry.children("link", in: Namespace.anyAtom)
      .filter { $0.attributes["rel"] == "enclosure" }
      .prefix(maxEnclosures)
      .compactMap { node in
        enclosure(
          url: node.resolve(node.attributes["href"], site: site), type: node.attributes["type"],
          length: node.attributes["length"])
      }
  }

  /// JSON Feed `attachments`.
  static func jsonEnclosures(_ item: [String: Any], base: URL?) -> [Enclosure] {
    let attachments = (item["attachments"] as? [Any] ?? []).compactMap { $0 as? [String: Any] }
    return attachments.prefix(maxEnclosures).compactMap { attachment in
      let size = (attachment["size_in_bytes"] as? NSNumber).map { "\($0.int64Value)" }
      let url = (attachment["url"] as? String).flatMap { URL(string: $0, relativeTo: base) }
      return enclosure(
        url: url?.absoluteString, type: attachment["mime_type"] as? String, length: size)
    }
  }

  private static func enclosure(url: String?, type: String?, length: String?) -> Enclosure? {
    guard let url, let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
      scheme == "http" || scheme == "https"
    else { return nil }
    let mimeType = type.map(PlainText.collapsingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
    let bytes = length.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
      $0 > 0 ? $0 : nil
    }
    return Enclosure(url: parsed.absoluteString, mimeType: mimeType, length: bytes)
  }

  private static func html(_ raw: String, base: URL?) -> String? {
    let safe = HTMLSanitizer.sanitize(raw, base: base)
    return safe.trimmedForFeed.isEmpty ? nil : safe
  }

  /// Plain text as HTML paragraphs, escaped.
  private static func text(_ raw: String) -> String? {
    let paragraphs = raw.components(separatedBy: "\n\n").map(\.trimmedForFeed)
      .filter { !$0.isEmpty }
    guard !paragraphs.isEmpty else { return nil }
    return paragraphs.map { "<p>" + escape($0) + "</p>" }.joined()
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// What relative URLs in Atom content resolve against (RFC 4287): its `xml:base` (by default
  /// the feed's own address) when that is a web address, else the entry's link, else the site.
  private static func base(of node: XMLNode?, link: String?, site: String?) -> URL? {
    if let base = node?.base, base.scheme == "http" || base.scheme == "https" { return base }
    return (link ?? site).flatMap(URL.init(string:))
  }
}
