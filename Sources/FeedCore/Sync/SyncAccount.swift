import Foundation

/// A Google Reader API account the store syncs with. The password is never stored here.
public struct SyncAccount: Sendable, Hashable, Identifiable {
  /// The store's id for the account.
  public var id: Int64
  /// The API's base address.
  public var server: URL
  /// The user name.
  public var user: String
  /// When the last sync completed.
  public var lastSync: Date?
  /// The newest publication time the last sync saw (seconds since 1970): the next sync asks
  /// only for items published after it (`ot`), less a margin.
  public var newestPublished: Int64?
  /// When the last full pass (subscriptions and new ids by time) completed; nil before the
  /// first sync.
  public var lastFullSync: Date?
}
