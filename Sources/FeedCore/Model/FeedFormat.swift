/// The syndication formats the parser understands.
public enum FeedFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// RSS 2.0 and the 0.9x family that share its `<rss>` root.
  case rss
  /// RSS 1.0 and 0.90, both RDF documents.
  case rdf
  /// Atom 1.0 (RFC 4287).
  case atom
  /// The pre-standard Atom 0.3, still served by some old blogs.
  case atom03
  /// JSON Feed 1.0 and 1.1 (https://jsonfeed.org).
  case jsonFeed = "json"
}
