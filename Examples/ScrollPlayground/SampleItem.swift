/// An item of the Playground's stored list: an id and a line of text.
struct SampleItem: Equatable, Sendable {
  /// Unique in the list.
  let id: Int
  /// What the row shows.
  let title: String

  /// `count` items with made-up titles, ids from 1.
  static func samples(count: Int) -> [SampleItem] {
    let fruits = [
      "Apricot", "Blackberry", "Cherry", "Damson", "Elderberry", "Fig", "Gooseberry",
      "Huckleberry", "Jackfruit", "Kiwi", "Lime", "Mango", "Nectarine", "Olive", "Peach",
      "Quince", "Raspberry", "Satsuma", "Tangerine", "Ugli fruit",
    ]
    return (1...max(1, count)).map { id in
      SampleItem(id: id, title: "\(fruits[(id - 1) % fruits.count]) (item \(id))")
    }
  }
}
