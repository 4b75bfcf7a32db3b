/// A file an entry carries: a podcast's audio, a video, an image (RSS `<enclosure>`, Atom's
/// `rel="enclosure"` links, JSON Feed's `attachments`).
public struct Enclosure: Sendable, Hashable, Codable {
  /// The file's address, absolute, http or https.
  public var url: String
  /// The media type the feed declares (`audio/mpeg`), if any.
  public var mimeType: String?
  /// The size the feed declares, in bytes, if any.
  public var length: Int?

  /// Creates an enclosure.
  public init(url: String, mimeType: String? = nil, length: Int? = nil) {
    self.url = url
    self.mimeType = mimeType
    self.length = length
  }
}
