import Foundation

/// One feed to fetch, with the validators from the last successful fetch for a conditional GET.
public struct FetchRequest: Sendable, Hashable {
  /// The feed's address: http(s), file or demo.
  public var url: URL
  /// The `ETag` the server sent last time.
  public var etag: String?
  /// The `Last-Modified` the server sent last time.
  public var lastModified: String?

  /// Creates a request.
  public init(url: URL, etag: String? = nil, lastModified: String? = nil) {
    self.url = url
    self.etag = etag
    self.lastModified = lastModified
  }
}
