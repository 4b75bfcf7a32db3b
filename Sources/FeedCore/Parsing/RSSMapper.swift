import Foundation

/// Maps RSS 0.9x/2.0 (`<rss><channel>`) and RSS 1.0/0.90 (`<rdf:RDF>`) trees to the model.
enum RSSMapper {
  /// The feed and entries of an `<rss>` or `<rdf:RDF>` root.
  static func map(_ root: XMLNode, format: FeedFormat, feedURL: URL?) -> (Feed, [XMLNode]) {
    let channel = root.child("channel", in: Namespace.rss) ?? root
    // RSS 1.0 puts items beside the channel, RSS 2.0 inside it.
    let items =
      channel.children("item", in: Namespace.rss)
      + (format == .rdf ? root.children("item", in: Namespace.rss) : [])
    let link =
      channel.resolve(channel.childText("link", in: Namespace.rss))
      ?? alternateAtomLink(channel)
    let updated = [
      channel.childText("lastBuildDate", in: Namespace.rss),
      channel.childText("pubDate", in: Namespace.rss),
      channel.childText("date", in: [Namespace.dc]),
      channel.childText("modified", in: [Namespace.dcterms]),
      channel.childText("updated", in: [Namespace.atom]),
    ].lazy.compactMap { $0.flatMap(FeedDate.parse) }.first
    let feed = Feed(
      title: TextConstruct.rss(channel.child("title", in: Namespace.rss)),
      link: link, updated: updated,
      subtitle: TextConstruct.rss(channel.child("description", in: Namespace.rss)),
      format: format)
    return (feed, items)
  }

  /// One `<item>` as an entry.
  static func entry(_ item: XMLNode, feedURL: URL?, site: String?) -> Entry {
    let guid = item.child("guid", in: Namespace.rss)
    var link =
      item.resolve(item.childText("link", in: Namespace.rss), site: site)
      ?? alternateAtomLink(item, site: site)
    if link == nil, let guid, guid.attributes["isPermaLink"]?.lowercased() != "false",
      let text = guid.trimmedText, text.hasPrefix("http")
    {
      link = text
    }
    let title = TextConstruct.rss(item.child("title", in: Namespace.rss))
    let published = [
      item.childText("pubDate", in: Namespace.rss), item.childText("date", in: [Namespace.dc]),
      item.childText("issued", in: [Namespace.dcterms]),
      item.childText("published", in: [Namespace.atom]),
    ].lazy.compactMap { $0.flatMap(FeedDate.parse) }.first
    let updated = [
      item.childText("modified", in: [Namespace.dcterms]),
      item.childText("updated", in: [Namespace.atom]),
    ].lazy.compactMap { $0.flatMap(FeedDate.parse) }.first
    let summary =
      TextConstruct.rss(item.child("description", in: Namespace.rss))
      ?? TextConstruct.rss(item.child("encoded", in: [Namespace.content]))
    let author =
      TextConstruct.rss(item.child("creator", in: [Namespace.dc]))
      ?? TextConstruct.rss(item.child("author", in: Namespace.rss))
    let declared = guid?.trimmedText ?? item.attributes["rdf:about"] ?? item.attributes["about"]
    let id = EntryIdentity.id(
      declared: declared, link: link, feedURL: feedURL, title: title, date: published ?? updated,
      summary: summary)
    return Entry(
      id: id, title: title, link: link, published: published, updated: updated, author: author,
      summary: summary)
  }

  /// `<atom:link rel="alternate">` (or without rel), which some RSS feeds use instead of `<link>`.
  private static func alternateAtomLink(_ node: XMLNode, site: String? = nil) -> String? {
    node.children("link", in: [Namespace.atom]).first {
      ($0.attributes["rel"] ?? "alternate") == "alternate"
    }.flatMap { node.resolve($0.attributes["href"], site: site) }
  }
}
