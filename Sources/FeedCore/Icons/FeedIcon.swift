import Foundation

/// A feed's icon as stored: the image's bytes as fetched (not decoded: the GTK layer decodes
/// them, with its own checks), what kind of image they are, and when they were fetched.
public struct FeedIcon: Sendable, Hashable {
  /// The image file's bytes, at most ``FeedIconUpdater/maxBytes``.
  public var data: Data
  /// The media type the bytes were recognised as (`image/png`, …; see ``ImageKind``).
  public var mediaType: String
  /// When the icon was fetched; a new fetch replaces it.
  public var fetched: Date

  /// Creates an icon.
  public init(data: Data, mediaType: String, fetched: Date) {
    self.data = data
    self.mediaType = mediaType
    self.fetched = fetched
  }
}
