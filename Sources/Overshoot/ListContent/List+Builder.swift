import Foundation

extension List where Item == ListEntry, ID == ListEntryID {
  /// A list written as SwiftUI writes one, rows and sections in a builder:
  ///
  /// ```swift
  /// List {
  ///   Section("Inbox") { ForEach(model.mails) { Text($0.subject) } }
  ///   Section { Text("Settings") } header: { Text("More") } footer: { Text("v1.0") }
  /// }
  /// ```
  ///
  /// Sections, `ForEach`es and single rows are flattened into the rows of one recycled
  /// GtkListView (about 200 row widgets whatever the length); from GTK 4.12 a section's heading
  /// is GTK's own section header rather than a row. The content is read again when an
  /// `@Observable` property it used changes (a `ForEach`'s items, say), and the change is applied
  /// as a diff, so the rows the reader sees keep their place.
  public init(@WidgetBuilder content: @escaping @MainActor () -> [any Widget]) {
    let headingsAsRows = !SectionHeaders.areAvailable
    self.init(
      ListContentFlattener.entries(of: content(), headingsAsRows: headingsAsRows), id: \.id
    ) { $0.content() }
    hooks = ListHooks()
    hooks.menusFromRows = false
    let follower = MovedRowFollower()
    let headers = WeakReference<SectionHeaders>()
    hooks.setUp.append { list in
      SectionStyle.install()
      headers.object = SectionHeaders.install(on: list)
      list.rowTraits = { [unowned list] position in
        let entry = list.item(at: position)
        let isRow = entry.role == .row
        return ListRowTraits(
          selectable: isRow && entry.isSelectable, activatable: isRow,
          isSectionHeading: entry.role == .header)
      }
      list.scrollTargetID = { [unowned list] position in
        let entry = list.item(at: position)
        return entry.role == .row ? entry.selectionValue : nil
      }
      list.headingAbove = { [unowned list] position in
        SectionHeading.above(position, in: list, headers: headers.object)
      }
      list.installRowCommands(EntryCommands.make(for: list, follower: follower))
      list.passOverInertRowsWithArrowKeys()
    }
    hooks.afterApply.append { list in
      // Rows are closures, which cannot be compared: rows whose item kept its id show it again.
      list.rebindAllRows()
      headers.object?.refresh()
      follower.refocus(in: list)
    }
  }
}

/// The row commands of a builder list: each row's `.contextMenu` and `.swipeActions` lines, a
/// "Delete" line and the Delete key for rows of a `ForEach` with `onDelete`, Alt+Up and Alt+Down
/// for one with `onMove`.
@MainActor
enum EntryCommands {
  static func make(
    for list: RecycledListView<ListEntry, ListEntryID>, follower: MovedRowFollower
  ) -> RowCommands {
    RowCommands(
      menu: { [unowned list] position in
        let entry = list.item(at: position)
        var items = RowMenuItems.items(in: entry.content())
        let deleteTitle = tr("Delete")
        if let origin = entry.origin, let delete = origin.actions.delete,
          !items.contains(where: { $0.title == deleteTitle })
        {
          items.append(ContextMenu.Item(deleteTitle) { delete(IndexSet(integer: origin.index)) })
        }
        return items
      },
      delete: { [unowned list] positions in
        var byGroup: [ListEntryID: (actions: ForEachRowActions, indices: IndexSet)] = [:]
        for position in positions {
          let entry = list.item(at: position)
          guard let origin = entry.origin, origin.actions.delete != nil else { continue }
          let group = ListEntryID(
            section: entry.id.section, group: entry.id.group, key: 0,
            sectionItem: entry.id.sectionItem)
          byGroup[group, default: (origin.actions, IndexSet())].indices.insert(origin.index)
        }
        for (actions, indices) in byGroup.values { actions.delete?(indices) }
        return !byGroup.isEmpty
      },
      move: { [unowned list] position, offset in
        let entry = list.item(at: position)
        guard let origin = entry.origin, let move = origin.actions.move else { return false }
        let target = origin.index + offset
        guard target >= 0, target < origin.count else { return false }
        follower.id = entry.id
        // SwiftUI's destination: the index the item goes before, counted before the move.
        move(IndexSet(integer: origin.index), offset < 0 ? target : target + 1)
        return true
      })
  }
}

/// Keeps the keyboard focus on a row the reader moved: once the moved list is applied, the row is
/// focused again at its new place.
@MainActor
final class MovedRowFollower {
  var id: ListEntryID?

  func refocus(in list: RecycledListView<ListEntry, ListEntryID>) {
    guard let id, let position = list.position(of: id) else { return }
    self.id = nil
    list.focusRow(at: position)
  }
}
