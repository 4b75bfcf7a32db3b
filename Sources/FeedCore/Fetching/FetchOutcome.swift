import Foundation

/// What a successful fetch produced.
public enum FetchOutcome: Sendable, Hashable {
  /// A new document and the validators to send next time.
  case fetched(FetchedDocument)
  /// The server (or file) says nothing changed since the validators were issued.
  case notModified
}

/// A fetched feed document.
public struct FetchedDocument: Sendable, Hashable {
  /// The body, already decompressed.
  public var data: Data
  /// Where the document finally came from, after redirects: the base for relative links.
  public var url: URL
  /// The `ETag` to send next time.
  public var etag: String?
  /// The `Last-Modified` to send next time.
  public var lastModified: String?
  /// The address the feed moved to for good (permanent redirects only), which the subscription
  /// should use from now on; nil when it has not moved.
  public var movedPermanently: URL?

  /// Creates a document.
  public init(
    data: Data, url: URL, etag: String? = nil, lastModified: String? = nil,
    movedPermanently: URL? = nil
  ) {
    self.data = data
    self.url = url
    self.etag = etag
    self.lastModified = lastModified
    self.movedPermanently = movedPermanently
  }
}
