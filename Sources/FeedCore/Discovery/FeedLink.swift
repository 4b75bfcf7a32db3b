import Foundation

/// A feed an HTML page links to with `<link rel="alternate" type="application/rss+xml" …>`.
public struct FeedLink: Sendable, Hashable {
  /// The feed's address, absolute (resolved against the page's final address and `<base>`).
  public var url: URL
  /// The link's `title` attribute ("Comments feed", "Atom"), as plain text; nil when absent.
  public var title: String?
  /// The format the link's `type` announces.
  public var kind: Kind

  /// The feed formats a page can announce.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `application/rss+xml`.
    case rss
    /// `application/atom+xml`.
    case atom
    /// `application/rdf+xml` (RSS 1.0).
    case rdf
    /// `application/feed+json` (JSON Feed).
    case json

    /// The name to show beside a candidate: "RSS", "Atom", "RDF", "JSON Feed".
    public var displayName: String {
      switch self {
      case .rss: return "RSS"
      case .atom: return "Atom"
      case .rdf: return "RDF"
      case .json: return "JSON Feed"
      }
    }

    /// The kind a `type` attribute announces (parameters and case ignored), or nil.
    init?(mediaType: String) {
      let essence =
        mediaType.split(separator: ";", maxSplits: 1).first.map(String.init)?
        .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
      switch essence {
      case "application/rss+xml", "application/x-rss+xml", "application/x.rss+xml": self = .rss
      case "application/atom+xml", "application/x-atom+xml", "application/x.atom+xml":
        self = .atom
      case "application/rdf+xml": self = .rdf
      case "application/feed+json": self = .json
      default: return nil
      }
    }
  }

  /// Creates a link.
  public init(url: URL, title: String? = nil, kind: Kind) {
    self.url = url
    self.title = title
    self.kind = kind
  }
}
