/// What the article view shows of an entry besides its metadata.
public struct EntryBody: Sendable, Hashable {
  /// The full content as safe HTML, if the feed gave any.
  public var html: String?
  /// The files the entry carries.
  public var enclosures: [Enclosure]
  /// The plain-text summary, for when there is no HTML.
  public var summary: String?

  /// Creates an entry body.
  public init(html: String?, enclosures: [Enclosure], summary: String?) {
    self.html = html
    self.enclosures = enclosures
    self.summary = summary
  }
}
