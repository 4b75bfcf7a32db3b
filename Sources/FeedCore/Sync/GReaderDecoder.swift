import Foundation
import OvershootLocalization

/// Reads the Google Reader API's JSON answers (subscription lists, id pages, item contents)
/// within a size cap: each call returns a value or throws a ``SyncError`` naming the request,
/// never crashes, whatever the server sent. ``GReaderClient`` decodes every answer through it;
/// the fuzz target `FuzzGReaderJSON` (a package of its own, hence an SPI rather than `package`)
/// feeds it hostile bytes. Shipped: not a test hook.
@_spi(Fuzzing) public struct GReaderDecoder: Sendable {
  /// The server named in errors.
  public var server: String
  /// The largest answer decoded; a larger one is refused before it is parsed.
  public var maxBytes: Int

  /// One page of `stream/items/ids`.
  public struct IDPage: Sendable, Hashable {
    /// The item ids, in the server's order; ids that are not item ids are left out.
    public var ids: [Int64]
    /// Where the next page starts, or nil on the last page.
    public var continuation: String?
  }

  /// A decoder naming `server` in its errors, refusing answers over `maxBytes`.
  public init(server: String, maxBytes: Int = GReaderClient.defaultPolicy.maxBytes) {
    self.server = server
    self.maxBytes = maxBytes
  }

  /// `subscription/list`.
  public func subscriptions(_ data: Data) throws(SyncError) -> [GReaderSubscription] {
    let list: GReaderModels.SubscriptionList = try decode(data, "subscription/list")
    return list.subscriptions
  }

  /// `stream/items/ids`. A continuation is dropped when the page has no usable id (none at
  /// all, or none that reads as an item id): a server that repeats one with such pages would
  /// otherwise be asked again and again.
  public func itemIDs(_ data: Data) throws(SyncError) -> IDPage {
    let page: GReaderModels.ItemIDs = try decode(data, "stream/items/ids")
    let ids = (page.itemRefs ?? []).compactMap { GReaderItemID.number($0.id) }
    return IDPage(ids: ids, continuation: ids.isEmpty ? nil : page.continuation)
  }

  /// `stream/items/contents`.
  public func items(_ data: Data) throws(SyncError) -> [GReaderItem] {
    let contents: GReaderModels.ItemContents = try decode(data, "stream/items/contents")
    return contents.items
  }

  func decode<T: Decodable>(_ data: Data, _ path: String) throws(SyncError) -> T {
    guard data.count <= maxBytes else {
      throw .notGReader(
        server: server, reason: tr("%@ answered more than %@ bytes", path, maxBytes))
    }
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch {
      throw .notGReader(
        server: server, reason: tr("%@ did not answer with the expected JSON", path))
    }
  }
}
