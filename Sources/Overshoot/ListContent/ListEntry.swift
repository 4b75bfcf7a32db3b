/// One row of a list written with a builder (`List { Section("Inbox") { ForEach(…) } }`): a
/// section's heading (on GTK 4.8; a section header from 4.12) or footer, a static row, or one item of a `ForEach`, flattened in order into
/// the recycled list's rows. Made by the list, never by hand.
public struct ListEntry {
  /// What the row is in its section.
  enum Role: Hashable {
    case header, footer, row
  }

  /// Which `ForEach` of which section an item came from, and at which index: what `onDelete` and
  /// `onMove` report.
  struct Origin {
    let actions: ForEachRowActions
    let index: Int
    let count: Int
  }

  /// The row's identity: its section, its group within the section, and its key.
  public let id: ListEntryID
  let role: Role
  /// The value `List(selection:)` writes for this row (its `.tag(_:)`, else a `ForEach` item's
  /// id), read when asked; nil for rows that cannot be selected (headings, footers, untagged
  /// static rows).
  let selection: @MainActor () -> AnyHashable?
  /// Whether the row can be selected whatever its tag says (a `ForEach` item with an id), so
  /// asking needs no call to its content.
  var selectableByID = false
  /// Where an item row came from, for `onDelete` and `onMove`.
  let origin: Origin?
  /// The row's widget descriptions, made at each bind.
  let content: @MainActor () -> [any Widget]
  /// The heading GTK's section header shows above the row's section (GTK 4.12+, where the
  /// heading is no row of its own); nil when the section has none or its heading is a row.
  var sectionHeading: (@MainActor () -> SectionHeading)? = nil

  /// The value `List(selection:)` writes for this row, nil when it cannot be selected.
  @MainActor var selectionValue: AnyHashable? { selection() }

  /// Whether `List(selection:)` can select this row.
  @MainActor var isSelectable: Bool { selectableByID || selectionValue != nil }
}

/// The identity of a ``ListEntry``: the section it is in, the group of rows within the section
/// (a `ForEach` or a static row, counted in order) and its key within the group (the item's id).
/// An item keeps its row while it stays in its `ForEach`, so rows keep their place on screen as
/// items come and go around them.
public struct ListEntryID: Hashable {
  let section: Int
  let group: Int
  let key: AnyHashable
  /// For a section a `ForEach` made, the key of the item it came from (sections of one
  /// `ForEach` share its place in the builder); nil for a section written out.
  var sectionItem: AnyHashable? = nil

  /// The section's key, the same for every row of one section and different between
  /// neighbouring sections: what GTK's sections are told apart by.
  var sectionKey: Int {
    guard let sectionItem else { return section }
    var hasher = Hasher()
    hasher.combine(section)
    hasher.combine(sectionItem)
    return hasher.finalize()
  }
}
