/// The JSON the Google Reader API answers with, decoded leniently: unknown fields are ignored
/// and optional ones may be missing, as servers differ (Miniflux, FreshRSS, Inoreader).
enum GReaderModels {
  /// `subscription/list`.
  struct SubscriptionList: Decodable {
    var subscriptions: [GReaderSubscription]
  }

  /// `stream/items/ids`: the ids and, when more remain, a continuation (string or number).
  struct ItemIDs: Decodable {
    var itemRefs: [ItemRef]?
    var continuation: String?

    struct ItemRef: Decodable {
      var id: String
    }

    private enum CodingKeys: String, CodingKey { case itemRefs, continuation }

    init(from decoder: any Decoder) throws {
      let values = try decoder.container(keyedBy: CodingKeys.self)
      itemRefs = try values.decodeIfPresent([ItemRef].self, forKey: .itemRefs)
      if let text = try? values.decodeIfPresent(String.self, forKey: .continuation) {
        continuation = text
      } else if let number = try? values.decodeIfPresent(Int64.self, forKey: .continuation) {
        continuation = String(number)
      }
      if continuation == "" || continuation == "0" { continuation = nil }
    }
  }

  /// `stream/items/contents`.
  struct ItemContents: Decodable {
    var items: [GReaderItem]
  }
}

/// One subscription on the server.
public struct GReaderSubscription: Sendable, Hashable, Decodable {
  /// The stream id, `feed/…`.
  public var id: String
  /// The feed's title on the server.
  public var title: String?
  /// The feed's address.
  public var url: String?
  /// The feed's website.
  public var htmlUrl: String?
  /// The feed's icon as the server knows it (FreshRSS gives one; Miniflux none).
  public var iconUrl: String?
  /// The folders (labels) it is filed in.
  public var categories: [GReaderCategory]?

  /// The first folder's name, as the store files the feed.
  public var folder: String? { categories?.first?.label }
}

/// A folder (label) a subscription is filed in.
public struct GReaderCategory: Sendable, Hashable, Decodable {
  /// The label's stream id, `user/-/label/…`.
  public var id: String
  /// The folder's name.
  public var label: String?
}

/// One item of `stream/items/contents`.
public struct GReaderItem: Sendable, Hashable, Decodable {
  /// The long-form item id.
  public var id: String
  /// The title.
  public var title: String?
  /// The author.
  public var author: String?
  /// Publication time, seconds since 1970.
  public var published: Int64?
  /// Last change, seconds since 1970.
  public var updated: Int64?
  /// Stream ids: `…/state/com.google/read`, `…/starred`, labels.
  public var categories: [String]?
  /// The entry's web page(s).
  public var alternate: [Link]?
  /// The content, HTML.
  public var content: Content?
  /// The summary, HTML (some servers send only this).
  public var summary: Content?
  /// The feed the item belongs to.
  public var origin: Origin?

  /// A link.
  public struct Link: Sendable, Hashable, Decodable {
    /// The address.
    public var href: String?
  }

  /// An HTML text.
  public struct Content: Sendable, Hashable, Decodable {
    /// The HTML.
    public var content: String?
  }

  /// The item's feed.
  public struct Origin: Sendable, Hashable, Decodable {
    /// The feed's stream id, `feed/…`.
    public var streamId: String?
  }

  /// Whether the server says the item was read.
  public var isRead: Bool { hasState("read") }
  /// Whether the server says the item is starred.
  public var isStarred: Bool { hasState("starred") }

  private func hasState(_ name: String) -> Bool {
    (categories ?? []).contains {
      $0.hasPrefix("user/") && $0.hasSuffix("/state/com.google/\(name)")
    }
  }
}
