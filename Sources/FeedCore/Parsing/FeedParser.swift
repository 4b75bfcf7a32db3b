import Foundation

/// Parses RSS 0.9x/1.0/2.0, Atom 0.3/1.0 and JSON Feed 1.0/1.1 documents into plain-text
/// ``ParsedFeed`` values.
///
/// Defensive by design: no entity or DTD is ever expanded, size and entry counts are bounded,
/// and a document that breaks off still yields the entries read before the break.
public struct FeedParser: Sendable {
  /// The bounds applied to each document.
  public var limits: ParseLimits

  /// Creates a parser with the given bounds.
  public init(limits: ParseLimits = .standard) {
    self.limits = limits
  }

  /// Parses `data`; `url` (the feed's address) resolves relative links and seeds hashed ids.
  public func parse(_ data: Data, url: URL? = nil) throws(FeedParseError) -> ParsedFeed {
    guard data.count <= limits.maxBytes else {
      throw .tooLarge(bytes: data.count, limit: limits.maxBytes)
    }
    if let json = JSONFeedText.bytes(of: data) {
      var parsed = try JSONFeedMapper.parse(json, url: url, limits: limits)
      parsed.feed.takeHostTitle(from: url)
      return parsed
    }
    // The document moves into the builder, which lets it go as soon as libxml2 has its copy.
    let (document, prepareWarnings) = try Self.prepare(data)
    let builder = XMLTreeBuilder(feedURL: url, maxEntries: limits.maxEntries)
    builder.run(consume document)
    guard let root = builder.root else {
      let problem = builder.error.map { "\($0.message) at line \($0.line)" } ?? "no XML element"
      throw .notXML(problem)
    }
    let (parsedFeed, items, format) = try mapRoot(root, url: url)
    var feed = parsedFeed
    let site = feed.link
    let feedAuthor = AtomMapper.author(of: root)
    let complete = items.filter(\.isComplete)
    let entries = complete.map { node in
      switch format {
      case .atom, .atom03:
        return AtomMapper.entry(node, feedAuthor: feedAuthor, feedURL: url, site: site)
      default: return RSSMapper.entry(node, feedURL: url, site: site)
      }
    }
    var warnings = prepareWarnings
    var truncation: String?
    if let error = builder.error {
      let cut = items.count - complete.count
      let place = "at line \(error.line), column \(error.column)"
      let problem =
        error.isLimit
        ? "The feed \(error.message) (\(place))"
        : "The feed is not well-formed XML (\(error.message) \(place))"
      warnings.append(
        "\(problem); kept the \(Self.entries(entries.count)) read before it"
          + (cut > 0 ? " and dropped the one it cut short" : ""))
      if !error.isLimit { truncation = problem }
    }
    if builder.hitEntryLimit {
      warnings.append("The feed has more than \(limits.maxEntries) entries; kept the first ones")
    }
    feed.takeHostTitle(from: url)
    var parsed = ParsedFeed(feed: feed, entries: entries, warnings: warnings)
    parsed.truncation = truncation
    return parsed
  }

  /// The document decoded to UTF-8 and sanitized, with the decoder's and the sanitizer's
  /// warnings; the copies made on the way are gone when this returns.
  private static func prepare(_ data: Data) throws(FeedParseError) -> (
    bytes: [UInt8], warnings: [String]
  ) {
    // Room for the NUL libxml2 stops at, so adding it later does not copy the document.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count + 1)
    bytes.append(contentsOf: data)
    guard bytes.contains(where: { !isBlank($0) }) else { throw .empty }
    guard !BinarySniffer.isBinary(bytes) else { throw .binary }
    let (utf8, warnings) = XMLTextDecoder.utf8(bytes)
    guard let first = utf8.first(where: { !isBlank($0) }), first == UInt8(ascii: "<") else {
      throw .notXML("the document does not start with an XML tag")
    }
    let clean = XMLSanitizer.sanitize(utf8)
    if let failure = clean.failure { throw .notXML(failure) }
    return (clean.bytes, warnings + clean.warnings)
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func entries(_ count: Int) -> String {
    count == 1 ? "1 entry" : "\(count) entries"
  }

  /// Recognizes the format from the root element and maps the feed-level fields.
  private func mapRoot(_ root: XMLNode, url: URL?) throws(FeedParseError) -> (
    Feed, [XMLNode], FeedFormat
  ) {
    switch (root.name, root.namespace) {
    case ("rss", Namespace.none):
      let (feed, items) = RSSMapper.map(root, format: .rss, feedURL: url)
      return (feed, items, .rss)
    case ("RDF", Namespace.rdf):
      let (feed, items) = RSSMapper.map(root, format: .rdf, feedURL: url)
      return (feed, items, .rdf)
    case ("feed", Namespace.atom):
      let (feed, items) = AtomMapper.map(root, format: .atom)
      return (feed, items, .atom)
    case ("feed", Namespace.atom03):
      let (feed, items) = AtomMapper.map(root, format: .atom03)
      return (feed, items, .atom03)
    default:
      throw .notAFeed(root: root.name)
    }
  }
}
