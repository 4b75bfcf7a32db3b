import Foundation

/// A feed's own metadata, as parsed: what the sidebar and the JSON output show about it.
public struct Feed: Sendable, Hashable, Codable {
  /// The feed's title, as plain text.
  public var title: String?
  /// The feed's website (not the feed document itself), absolute.
  public var link: String?
  /// When the feed says it last changed.
  public var updated: Date?
  /// A one-line description, as plain text.
  public var subtitle: String?
  /// Which syndication format the document was written in.
  public var format: FeedFormat
  /// The feed's own small image, absolute http(s): RSS `<image><url>`, Atom `<icon>` (else
  /// `<logo>`), JSON Feed `favicon` (else `icon`); nil when it names none (see docs/favicons.md).
  public var icon: String?

  /// Creates feed metadata; every field but the format is optional because feeds omit them.
  public init(
    title: String? = nil, link: String? = nil, updated: Date? = nil, subtitle: String? = nil,
    format: FeedFormat, icon: String? = nil
  ) {
    self.title = title
    self.link = link
    self.updated = updated
    self.subtitle = subtitle
    self.format = format
    self.icon = icon
  }
}
