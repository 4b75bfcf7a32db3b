/// A collection as a list reads it, without copying it: its count, the item at an offset (read
/// when GTK binds that row) and, for lists whose ids are diffed, every item at once.
///
/// Ids that follow from the offset (a `Range<Int>` or `ClosedRange<Int>` identified by `\.self`,
/// SwiftUI's constant-range form) are never collected: the list keeps only the first id and the
/// count, and a change is announced as the splices at the head and the tail that turn one range
/// into the other.
@MainActor
struct IndexedItems<Item, ID: Hashable> {
  /// The number of items.
  let count: Int
  /// The item at an offset from the start.
  let item: @MainActor (Int) -> Item
  /// Every item, in order: what a list whose ids are diffed reads on each change.
  let all: @MainActor () -> [Item]
  /// When ids follow from offsets: the id at offset 0 and how to turn an id back into the
  /// item and the list's `ID` (both are that `Int`); nil when ids are read from the items.
  let positional: PositionalIDs<Item, ID>?

  /// Reads `data` lazily; a range of `Int`s identified by `\.self` gets positional ids.
  init<Data: RandomAccessCollection>(_ data: Data, id: KeyPath<Item, ID>)
  where Data.Element == Item {
    count = data.count
    item = { data[data.index(data.startIndex, offsetBy: $0)] }
    all = { (data as? [Item]) ?? Array(data) }
    positional = PositionalIDs(first: Self.firstID(of: data, id: id))
  }

  /// The first id of a range identified by its own elements; nil for any other collection.
  private static func firstID<Data: RandomAccessCollection>(of data: Data, id: KeyPath<Item, ID>)
    -> Int?
  {
    guard (id as AnyKeyPath) == (\Item.self as AnyKeyPath) else { return nil }
    if let range = data as? Range<Int> { return range.lowerBound }
    if let range = data as? ClosedRange<Int> { return range.lowerBound }
    return nil
  }

  /// Whether a collection of type `Data` identified by `id` has positional ids (decided by the
  /// types alone, so a list keeps one way of reading for its whole life).
  static func hasPositionalIDs<Data: RandomAccessCollection>(_: Data.Type, id: KeyPath<Item, ID>)
    -> Bool
  {
    (Data.self == Range<Int>.self || Data.self == ClosedRange<Int>.self)
      && (id as AnyKeyPath) == (\Item.self as AnyKeyPath)
  }
}

/// Ids that are `Int`s following each other from `first`: the item at offset `i` is the id
/// `first + i`, and is itself that `Int`.
struct PositionalIDs<Item, ID: Hashable> {
  /// The id at offset 0.
  let first: Int

  init?(first: Int?) {
    guard let first, Item.self == Int.self, ID.self == Int.self else { return nil }
    self.first = first
  }

  /// The item whose id is `key`.
  static func item(_ key: Int) -> Item { key as! Item }
  /// The list's id for `key`.
  static func id(_ key: Int) -> ID { key as! ID }
}
