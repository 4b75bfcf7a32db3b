import Foundation

/// Maps RSS 0.9x/2.0 (`<rss><channel>`) and RSS 1.0/0.90 (`<rdf:RDF>`) trees to the model.
///
/// RSS's own elements win; Dublin Core fills what they leave empty (``DublinCore``). Links are
/// resolved against the `xml:base` in scope on the element that holds them.
enum RSSMapper {
  /// The feed and entries of an `<rss>` or `<rdf:RDF>` root.
  static func map(_ root: XMLNode, format: FeedFormat, feedURL: URL?) -> (Feed, [XMLNode]) {
    let channel = root.child("channel", in: Namespace.rss) ?? root
    // RSS 1.0 puts items beside the channel, RSS 2.0 inside it.
    let items =
      channel.children("item", in: Namespace.rss)
      + (format == .rdf ? root.children("item", in: Namespace.rss) : [])
    let link = ownLink(channel) ?? alternateAtomLink(channel)
    let updated =
      [
        channel.childText("lastBuildDate", in: Namespace.rss),
        channel.childText("pubDate", in: Namespace.rss),
      ].lazy.compactMap { $0.flatMap(FeedDate.parse) }.first
      ?? DublinCore.date(of: channel)
      ?? [
        channel.childText("modified", in: [Namespace.dcterms]),
        channel.childText("updated", in: [Namespace.atom]),
      ].lazy.compactMap { $0.flatMap(FeedDate.parse) }.first
    let feed = Feed(
      title: TextConstruct.rss(channel.child("title", in: Namespace.rss))
        ?? DublinCore.title(of: channel),
      link: link, updated: updated,
      subtitle: TextConstruct.rss(channel.child("description", in: Namespace.rss))
        ?? DublinCore.description(of: channel),
      format: format,
      icon: imageURL(
        channel.child("image", in: Namespace.rss) ?? root.child("image", in: Namespace.rss),
        site: link))
    return (feed, items)
  }

  /// `<image><url>`, resolved; only an http(s) address is kept (see ``FeedIconAddress``).
  private static func imageURL(_ image: XMLNode?, site: String?) -> String? {
    guard let url = image?.child("url", in: Namespace.rss) else { return nil }
    return FeedIconAddress.web(url.resolve(url.trimmedText, site: site))
  }

  /// One `<item>` as an entry.
  static func entry(_ item: XMLNode, feedURL: URL?, site: String?) -> Entry {
    let guid = item.child("guid", in: Namespace.rss)
    let link =
      ownLink(item, site: site) ?? alternateAtomLink(item, site: site)
      ?? guid.flatMap { permalink($0, site: site) }
    let title =
      TextConstruct.rss(item.child("title", in: Namespace.rss)) ?? DublinCore.title(of: item)
    let published =
      item.childText("pubDate", in: Namespace.rss).flatMap(FeedDate.parse)
      ?? DublinCore.date(of: item)
      ?? [
        item.childText("issued", in: [Namespace.dcterms]),
        item.childText("published", in: [Namespace.atom]),
      ].lazy.compactMap { $0.flatMap(FeedDate.parse) }.first
    let updated = [
      item.childText("modified", in: [Namespace.dcterms]),
      item.childText("updated", in: [Namespace.atom]),
    ].lazy.compactMap { $0.flatMap(FeedDate.parse) }.first
    let summary =
      TextConstruct.rss(item.child("description", in: Namespace.rss))
      ?? DublinCore.description(of: item)
      ?? TextConstruct.rss(item.child("encoded", in: [Namespace.content]))
    let author =
      TextConstruct.rss(item.child("author", in: Namespace.rss)) ?? DublinCore.creator(of: item)
    let id = EntryIdentity.id(
      declared: guid?.trimmedText ?? about(item, site: site), link: link, feedURL: feedURL,
      title: title, date: published ?? updated, summary: summary)
    return Entry(
      id: id, title: title, link: link, published: published, updated: updated, author: author,
      summary: summary, categories: EntryCategories.rss(item),
      content: EntryContent.rss(item, link: link, site: site),
      enclosures: EntryContent.rssEnclosures(item, site: site))
  }

  /// The `<link>` child's text, resolved against the `xml:base` in scope on that element.
  private static func ownLink(_ node: XMLNode, site: String? = nil) -> String? {
    node.child("link", in: Namespace.rss).flatMap { $0.resolve($0.trimmedText, site: site) }
  }

  /// `<atom:link rel="alternate">` (or without rel), which some RSS feeds use instead of `<link>`.
  private static func alternateAtomLink(_ node: XMLNode, site: String? = nil) -> String? {
    node.children("link", in: [Namespace.atom]).first {
      ($0.attributes["rel"] ?? "alternate") == "alternate"
    }.flatMap { $0.resolve($0.attributes["href"], site: site) }
  }

  /// A guid that doubles as the entry's link: one that says `isPermaLink="true"` (resolved, as
  /// it is then a URL reference), or an absolute http(s) URL when it says nothing. A bare
  /// `<guid>123</guid>` is far more often an opaque id than a relative link, so it stays one.
  private static func permalink(_ guid: XMLNode, site: String?) -> String? {
    guard let text = guid.trimmedText else { return nil }
    switch guid.attributes["isPermaLink"]?.trimmedForFeed.lowercased() {
    case "false": return nil
    case "true": return guid.resolve(text, site: site)
    default: return text.hasPrefix("http") ? text : nil
    }
  }

  /// RSS 1.0's `rdf:about`: an RDF URI reference, so resolved against the base in scope.
  ///
  /// The guid, by contrast, is kept verbatim: RSS calls it an opaque string, and resolving it
  /// now would give stored entries new ids (and duplicate them) on the next refresh.
  private static func about(_ item: XMLNode, site: String?) -> String? {
    guard let about = item.attributes["rdf:about"] ?? item.attributes["about"] else { return nil }
    return item.resolve(about, site: site)
  }
}
