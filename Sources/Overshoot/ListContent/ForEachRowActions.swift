import Foundation

/// What a `ForEach` in a `List` does when the reader deletes or moves its rows: SwiftUI's
/// `onDelete(perform:)` and `onMove(perform:)`, called with the item indices.
struct ForEachRowActions {
  var delete: (@MainActor (IndexSet) -> Void)?
  var move: (@MainActor (IndexSet, Int) -> Void)?
}

extension ForEach {
  /// Lets the reader delete this `ForEach`'s rows in a `List`, like SwiftUI's
  /// `onDelete(perform:)`: the Delete key on the focused row (on the selected rows, when the
  /// focused one is among them) and a "Delete" line in each row's context menu call `action` with
  /// the indices of the items to remove. GTK has no swipe-to-delete; the context menu stands in.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.rowActions.delete = action
    return copy
  }

  /// Lets the reader move this `ForEach`'s rows in a `List`, like SwiftUI's `onMove(perform:)`:
  /// Alt+Up and Alt+Down on the focused row call `action` with its index and the index to insert
  /// it before (SwiftUI's meaning, ready for `Array.move(fromOffsets:toOffset:)`); the focus stays
  /// with the row. Dragging rows is not offered.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.rowActions.move = action
    return copy
  }
}

/// What a `List` built with a builder asks of a `ForEach` in it: one row per item, or the
/// sections its items give.
@MainActor
protocol ListRowsSource {
  /// The rows for the items now, in the section at `place`, as group `group` of its rows.
  func listEntries(at place: SectionPlace, group: Int) -> [ListEntry]
  /// Each item's key and parts, when the items give `Section`s (the first item decides); nil
  /// when they give rows.
  func sectionParts() -> [(key: AnyHashable, parts: [any Widget])]?
}

extension ForEach: ListRowsSource {
  func listEntries(at place: SectionPlace, group: Int) -> [ListEntry] {
    let items = self.items()
    let (identity, content, actions) = (self.identity, self.content, rowActions)
    var entries: [ListEntry] = []
    entries.reserveCapacity(items.count)
    for (index, item) in items.enumerated() {
      // Without an id, rows are known by position and are selected only by a `.tag(_:)`.
      let id = identity?(item)
      var entry =
        ListEntry(
          id: place.id(group: group, key: id ?? AnyHashable(index)), role: .row,
          // A row's own `.tag(_:)` is what selecting it writes, as in SwiftUI; else its id.
          selection: {
            WidgetBuilder.flatten(content(item)).lazy.compactMap(TaggedWidget.tag(of:)).first ?? id
          },
          origin: ListEntry.Origin(actions: actions, index: index, count: items.count),
          content: { content(item) })
      entry.selectableByID = id != nil
      entries.append(entry)
    }
    return entries
  }

  func sectionParts() -> [(key: AnyHashable, parts: [any Widget])]? {
    let items = self.items()
    guard let first = items.first,
      WidgetBuilder.flatten(content(first)).contains(where: { $0 is Section })
    else { return nil }
    return items.enumerated().map { index, item in
      (identity?(item) ?? AnyHashable(index), WidgetBuilder.flatten(content(item)))
    }
  }
}
