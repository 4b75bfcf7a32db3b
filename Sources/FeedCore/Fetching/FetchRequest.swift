import Foundation

/// One feed to fetch, with the validators from the last successful fetch for a conditional GET.
public struct FetchRequest: Sendable, Hashable {
  /// The feed's address: http(s) or file.
  public var url: URL
  /// The `ETag` the server sent last time.
  public var etag: String?
  /// The `Last-Modified` the server sent last time.
  public var lastModified: String?
  /// Extra header fields ("Name: value"); an `Accept` field here replaces the feed types.
  public var headerFields: [String]
  /// A form body (`application/x-www-form-urlencoded`); set, the request is a POST.
  public var formBody: String?

  /// Creates a request.
  public init(
    url: URL, etag: String? = nil, lastModified: String? = nil, headerFields: [String] = [],
    formBody: String? = nil
  ) {
    self.url = url
    self.etag = etag
    self.lastModified = lastModified
    self.headerFields = headerFields
    self.formBody = formBody
  }
}
