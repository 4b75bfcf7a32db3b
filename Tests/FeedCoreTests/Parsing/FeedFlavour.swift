import FeedCore
import Foundation
import Testing

/// The four shapes a feed comes in, for tests that state one rule for all of them: each wraps
/// feed-level and entry-level elements in its own document, and writes its own core elements.
enum FeedFlavour: String, CaseIterable, CustomTestStringConvertible {
  case rss091, rss2, rss1, atom

  var testDescription: String { rawValue }

  static let dcDeclaration = "xmlns:dc=\"http://purl.org/dc/elements/1.1/\""

  /// A document with one entry; `attributes` go on the root element.
  func document(feed: String, entry: String, attributes: String = "") -> String {
    switch self {
    case .rss091:
      return "<rss version=\"0.91\" \(Self.dcDeclaration) \(attributes)><channel>\(feed)"
        + "<item>\(entry)</item></channel></rss>"
    case .rss2:
      return "<rss version=\"2.0\" \(Self.dcDeclaration) \(attributes)><channel>\(feed)"
        + "<item>\(entry)</item></channel></rss>"
    case .rss1:
      return "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" "
        + "xmlns=\"http://purl.org/rss/1.0/\" \(Self.dcDeclaration) \(attributes)>"
        + "<channel rdf:about=\"https://example.org/\">\(feed)</channel>"
        + "<item rdf:about=\"https://example.org/1\">\(entry)</item></rdf:RDF>"
    case .atom:
      return "<feed xmlns=\"http://www.w3.org/2005/Atom\" \(Self.dcDeclaration) \(attributes)>"
        + "\(feed)<entry>\(entry)</entry></feed>"
    }
  }

  /// The document parsed as if fetched from `url`.
  func parse(
    feed: String, entry: String, attributes: String = "",
    url: String = "https://example.org/feed"
  ) throws -> ParsedFeed {
    try FeedParser().parse(
      Data(document(feed: feed, entry: entry, attributes: attributes).utf8),
      url: URL(string: url))
  }

  func title(_ text: String) -> String { "<title>\(text)</title>" }

  func summary(_ text: String) -> String {
    self == .atom ? "<summary>\(text)</summary>" : "<description>\(text)</description>"
  }

  func feedDescription(_ text: String) -> String {
    self == .atom ? "<subtitle>\(text)</subtitle>" : "<description>\(text)</description>"
  }

  /// The format's own author element; RSS 1.0 has none.
  func author(_ name: String) -> String? {
    switch self {
    case .rss091, .rss2: return "<author>\(name)</author>"
    case .rss1: return nil
    case .atom: return "<author><name>\(name)</name></author>"
    }
  }

  /// The format's own publication date element (RFC 822 for RSS); RSS 1.0 has none.
  func published(_ rfc822: String, _ rfc3339: String) -> String? {
    switch self {
    case .rss091, .rss2: return "<pubDate>\(rfc822)</pubDate>"
    case .rss1: return nil
    case .atom: return "<published>\(rfc3339)</published>"
    }
  }

  /// The format's own category element; RSS 0.91 and 1.0 have none.
  func category(_ name: String) -> String? {
    switch self {
    case .rss2: return "<category>\(name)</category>"
    case .rss091, .rss1: return nil
    case .atom: return "<category term=\"\(name)\"/>"
    }
  }
}
