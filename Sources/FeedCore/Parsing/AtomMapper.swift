import Foundation

/// Maps Atom 1.0 and Atom 0.3 trees to the model.
///
/// Atom's own elements win; Dublin Core fills what they leave empty (``DublinCore``). Links and
/// ids are resolved against the `xml:base` in scope on their element (RFC 4287 section 2).
enum AtomMapper {
  /// The feed and entry elements of a `<feed>` root.
  static func map(_ root: XMLNode, format: FeedFormat) -> (Feed, [XMLNode]) {
    let ns = Namespace.anyAtom
    let updated =
      (root.childText("updated", in: ns) ?? root.childText("modified", in: ns))
      .flatMap(FeedDate.parse) ?? DublinCore.date(of: root)
    let feed = Feed(
      title: TextConstruct.atom(root.child("title", in: ns)) ?? DublinCore.title(of: root),
      link: alternateLink(root), updated: updated,
      subtitle: TextConstruct.atom(root.child("subtitle", in: ns) ?? root.child("tagline", in: ns))
        ?? DublinCore.description(of: root),
      format: format,
      // `<icon>` is small and square by definition (RFC 4287 4.2.5); `<logo>` is wider.
      icon: (root.child("icon", in: ns) ?? root.child("logo", in: ns)).flatMap {
        FeedIconAddress.web($0.resolve($0.trimmedText))
      })
    return (feed, root.children("entry", in: ns))
  }

  /// One `<entry>` as an entry; `feedAuthor` is used when the entry names none.
  static func entry(_ node: XMLNode, feedAuthor: String?, feedURL: URL?, site: String?) -> Entry {
    let ns = Namespace.anyAtom
    let title = TextConstruct.atom(node.child("title", in: ns)) ?? DublinCore.title(of: node)
    let link = alternateLink(node, site: site)
    let published =
      (node.childText("published", in: ns) ?? node.childText("issued", in: ns))
      .flatMap(FeedDate.parse) ?? DublinCore.date(of: node)
    let updated = (node.childText("updated", in: ns) ?? node.childText("modified", in: ns))
      .flatMap(FeedDate.parse)
    let summary =
      TextConstruct.atom(node.child("summary", in: ns))
      ?? TextConstruct.atom(node.child("content", in: ns))
      ?? DublinCore.description(of: node)
    let declared = node.child("id", in: ns).flatMap { $0.resolve($0.trimmedText, site: site) }
    let id = EntryIdentity.id(
      declared: declared, link: link, feedURL: feedURL, title: title,
      date: published ?? updated, summary: summary)
    return Entry(
      id: id, title: title, link: link, published: published, updated: updated,
      author: author(of: node) ?? feedAuthor, summary: summary,
      categories: EntryCategories.atom(node),
      content: EntryContent.atom(node, link: link, site: site),
      enclosures: EntryContent.atomEnclosures(node, site: site))
  }

  /// The name (else email) of an element's first `<author>`, else its `dc:creator`.
  ///
  /// For an entry, its own creator is more specific than the author it would inherit from the
  /// feed, so both are tried before the feed's.
  static func author(of node: XMLNode) -> String? {
    let ns = Namespace.anyAtom
    guard let author = node.child("author", in: ns) else { return DublinCore.creator(of: node) }
    let name = author.childText("name", in: ns) ?? author.childText("email", in: ns)
    return name.map(PlainText.collapsingWhitespace) ?? DublinCore.creator(of: node)
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
