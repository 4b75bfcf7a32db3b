/// Turns what a builder-form `List` holds into its rows, in order: each `Section` gives its
/// heading, its rows and its footer; each `ForEach` one row per item, or, when its items give
/// `Section`s (`ForEach(days) { day in Section(day.title) { … } }`), those sections; anything
/// else one row.
///
/// Where GTK has sections (4.12+) a heading is no row: it rides on its section's rows, and the
/// list's header factory shows it above them (a section with no rows keeps it as a row, since
/// GTK shows no header without an item). Footers are rows on every GTK (GTK has no footers).
///
/// Every top-level part is a section of its own for identity (a section a `ForEach` makes adds
/// its item's id), and every part within a section a group, so rows are told apart even when
/// two `ForEach`es use the same ids.
@MainActor
enum ListContentFlattener {
  /// The rows for `parts`, reading each `ForEach`'s items now (observed by the caller); with
  /// `headingsAsRows` false, headings go to GTK's section headers.
  static func entries(of parts: [any Widget], headingsAsRows: Bool) -> [ListEntry] {
    var entries: [ListEntry] = []
    for (index, part) in WidgetBuilder.flatten(parts).enumerated() {
      if let section = part as? Section {
        let place = SectionPlace(number: index, item: nil)
        append(section, at: place, headingsAsRows: headingsAsRows, to: &entries)
      } else if let source = part as? any ListRowsSource, let sections = source.sectionParts() {
        for (item, itemParts) in sections {
          for (offset, itemPart) in itemParts.enumerated() {
            // Each part an item gives is a section of its own; a part that is no section is one.
            let key = itemParts.count == 1 ? item : AnyHashable([item, AnyHashable(offset)])
            let place = SectionPlace(number: index, item: key)
            let section = itemPart as? Section ?? Section { itemPart }
            append(section, at: place, headingsAsRows: headingsAsRows, to: &entries)
          }
        }
      } else {
        append(part, at: SectionPlace(number: index, item: nil), group: 0, to: &entries)
      }
    }
    return entries
  }

  private static func append(
    _ section: Section, at place: SectionPlace, headingsAsRows: Bool,
    to entries: inout [ListEntry]
  ) {
    var rows: [ListEntry] = []
    for (group, part) in WidgetBuilder.flatten(section.content()).enumerated() {
      append(part, at: place, group: group, to: &rows)
    }
    if let footer = section.footer {
      rows.append(
        ListEntry(
          id: place.id(group: -2, key: 0), role: .footer, selection: { nil }, origin: nil,
          content: { [SectionFooter(parts: footer())] }))
    }
    if let header = section.header {
      let title = section.headerTitle
      if headingsAsRows || rows.isEmpty {
        entries.append(
          ListEntry(
            id: place.id(group: -1, key: 0), role: .header, selection: { nil }, origin: nil,
            content: { [SectionHeading(parts: header(), title: title)] }))
      } else {
        let heading: @MainActor () -> SectionHeading = {
          SectionHeading(parts: header(), title: title)
        }
        for index in rows.indices { rows[index].sectionHeading = heading }
      }
    }
    entries += rows
  }

  private static func append(
    _ part: any Widget, at place: SectionPlace, group: Int, to entries: inout [ListEntry]
  ) {
    if let rows = part as? any ListRowsSource {
      entries += rows.listEntries(at: place, group: group)
    } else {
      // A static row tagged with `.tag(_:)` is selected as that value, as in SwiftUI.
      let tag = TaggedWidget.tag(of: part)
      entries.append(
        ListEntry(
          id: place.id(group: group, key: group), role: .row, selection: { tag }, origin: nil,
          content: { [part] }))
    }
  }
}

/// Where a section sits in a builder list: its top-level part, and for a section a `ForEach`
/// made, the key of the item that made it.
struct SectionPlace {
  let number: Int
  let item: AnyHashable?

  /// The id of the row with `key` in group `group` of this section.
  func id(group: Int, key: AnyHashable) -> ListEntryID {
    ListEntryID(section: number, group: group, key: key, sectionItem: item)
  }
}
