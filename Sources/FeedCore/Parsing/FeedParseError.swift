import OvershootLocalization

/// Why a document could not be read as a feed at all (recoverable problems are warnings instead).
public enum FeedParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The document is larger than ``ParseLimits/maxBytes``.
  case tooLarge(bytes: Int, limit: Int)
  /// The document is empty.
  case empty
  /// The body is not text at all: an image, an archive, NUL bytes.
  case binary
  /// Nothing usable could be read as XML.
  case notXML(String)
  /// Well-formed XML, but not RSS or Atom; carries the root element's name.
  case notAFeed(root: String)
  /// A document that starts like JSON but is not valid JSON; carries the parser's complaint.
  case notJSON(String)
  /// Valid JSON, but not a JSON Feed (no `version` naming jsonfeed.org).
  case notJSONFeed

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .tooLarge(let bytes, let limit):
      return tr("Feed is larger than %@ (%@)", ByteCount.text(limit), ByteCount.text(bytes))
    case .empty:
      return tr("The document is empty")
    case .binary:
      return tr("Not a feed (binary data)")
    case .notXML(let detail):
      return tr("Not a feed: %@", detail)
    case .notAFeed(let root):
      return tr("Not a feed: the document is <%@>, not RSS or Atom", root)
    case .notJSON(let detail):
      return tr("Not a feed: broken JSON (%@)", detail)
    case .notJSONFeed:
      return tr("Not a feed: JSON, but not a JSON Feed (it has no jsonfeed.org version)")
    }
  }
}
