import Foundation

/// One item of a feed, with every text field already plain text, ready to display.
public struct Entry: Sendable, Hashable, Codable, Identifiable {
  /// A stable identifier: the feed's guid/id, else the link, else a content hash.
  public var id: String
  /// The title, as plain text.
  public var title: String?
  /// The entry's web page, absolute.
  public var link: String?
  /// When the entry was first published.
  public var published: Date?
  /// When the entry was last changed.
  public var updated: Date?
  /// The author's name (or address when that is all the feed gives).
  public var author: String?
  /// The summary (or content when there is no summary), as plain text.
  public var summary: String?
  /// The entry's categories or subjects (`<category>`, else `dc:subject`), as plain text, in
  /// document order without repeats. The store keeps them with the entry.
  public var categories: [String]
  /// The full content as safe HTML (``HTMLSanitizer``): `content:encoded`, Atom's `content`,
  /// JSON Feed's `content_html`; nil when the feed gives only a summary.
  public var content: String?
  /// The files the entry carries, in document order.
  public var enclosures: [Enclosure]

  /// Creates an entry; only the id is required.
  public init(
    id: String, title: String? = nil, link: String? = nil, published: Date? = nil,
    updated: Date? = nil, author: String? = nil, summary: String? = nil,
    categories: [String] = [], content: String? = nil, enclosures: [Enclosure] = []
  ) {
    self.id = id
    self.title = title
    self.link = link
    self.published = published
    self.updated = updated
    self.author = author
    self.summary = summary
    self.categories = categories
    self.content = content
    self.enclosures = enclosures
  }

  /// The date to sort by: the publication date, else the update date.
  public var date: Date? { published ?? updated }
}

extension Entry {
  private enum CodingKeys: String, CodingKey {
    case id, title, link, published, updated, author, summary, categories, content, enclosures
  }

  /// Decodes an entry; JSON written before `categories`, `content` or `enclosures` existed
  /// decodes with none.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try values.decode(String.self, forKey: .id),
      title: try values.decodeIfPresent(String.self, forKey: .title),
      link: try values.decodeIfPresent(String.self, forKey: .link),
      published: try values.decodeIfPresent(Date.self, forKey: .published),
      updated: try values.decodeIfPresent(Date.self, forKey: .updated),
      author: try values.decodeIfPresent(String.self, forKey: .author),
      summary: try values.decodeIfPresent(String.self, forKey: .summary),
      categories: try values.decodeIfPresent([String].self, forKey: .categories) ?? [],
      content: try values.decodeIfPresent(String.self, forKey: .content),
      enclosures: try values.decodeIfPresent([Enclosure].self, forKey: .enclosures) ?? [])
  }
}
