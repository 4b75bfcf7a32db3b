import Foundation

/// Maps Atom 1.0 and Atom 0.3 trees to the model.
enum AtomMapper {
  /// The feed and entry elements of a `<feed>` root.
  static func map(_ root: XMLNode, format: FeedFormat) -> (Feed, [XMLNode]) {
    let ns = Namespace.anyAtom
    let updated = (root.childText("updated", in: ns) ?? root.childText("modified", in: ns))
      .flatMap(FeedDate.parse)
    let feed = Feed(
      title: TextConstruct.atom(root.child("title", in: ns)),
      link: alternateLink(root), updated: updated,
      subtitle: TextConstruct.atom(root.child("subtitle", in: ns) ?? root.child("tagline", in: ns)),
      format: format)
    return (feed, root.children("entry", in: ns))
  }

  /// One `<entry>` as an entry; `feedAuthor` is used when the entry names none.
  static func entry(_ node: XMLNode, feedAuthor: String?, feedURL: URL?, site: String?) -> Entry {
    let ns = Namespace.anyAtom
    let title = TextConstruct.atom(node.child("title", in: ns))
    let link = alternateLink(node, site: site)
    let published = (node.childText("published", in: ns) ?? node.childText("issued", in: ns))
      .flatMap(FeedDate.parse)
    let updated = (node.childText("updated", in: ns) ?? node.childText("modified", in: ns))
      .flatMap(FeedDate.parse)
    let summary =
      TextConstruct.atom(node.child("summary", in: ns))
      ?? TextConstruct.atom(node.child("content", in: ns))
    let id = EntryIdentity.id(
      declared: node.childText("id", in: ns), link: link, feedURL: feedURL, title: title,
      date: published ?? updated, summary: summary)
    return Entry(
      id: id, title: title, link: link, published: published, updated: updated,
      author: author(of: node) ?? feedAuthor, summary: summary)
  }

  /// The name (else email) of an element's first `<author>`.
  static func author(of node: XMLNode) -> String? {
    let ns = Namespace.anyAtom
    guard let author = node.child("author", in: ns) else { return nil }
    let name = author.childText("name", in: ns) ?? author.childText("email", in: ns)
    return name.map(PlainText.collapsingWhitespace)
  }

  /// The `rel="alternate"` link (the default rel) with an HTML type preferred, resolved.
  private static func alternateLink(_ node: XMLNode, site: String? = nil) -> String? {
    let links = node.children("link", in: Namespace.anyAtom).filter {
      ($0.attributes["rel"] ?? "alternate") == "alternate"
    }
    let preferred = links.first { ($0.attributes["type"] ?? "text/html").contains("html") }
    return (preferred ?? links.first).flatMap { $0.resolve($0.attributes["href"], site: site) }
  }
}
