import Foundation

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets`, like SwiftUI's `remove(atOffsets:)`: what an
  /// `onDelete(perform:)` handler calls with the offsets it is given.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }

  /// Moves the elements at `source` to just before the element that was at `destination`
  /// (the end when it is `count`), keeping their order, like SwiftUI's
  /// `move(fromOffsets:toOffset:)`: what an `onMove(perform:)` handler calls.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let movedBefore = source.count(in: 0..<destination)
    remove(atOffsets: source)
    insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - movedBefore))
  }
}
