/// Turns what a builder-form `List` holds into its rows, in order: each `Section` gives its
/// heading, its rows and its footer; each `ForEach` one row per item; anything else one row.
///
/// Where GTK has sections (4.12+) a heading is no row: it rides on its section's rows, and the
/// list's header factory shows it above them (a section with no rows keeps it as a row, since
/// GTK shows no header without an item). Footers are rows on every GTK (GTK has no footers).
///
/// Every top-level part is a section of its own for identity, and every part within a section a
/// group, so rows are told apart even when two `ForEach`es use the same ids.
@MainActor
enum ListContentFlattener {
  /// The rows for `parts`, reading each `ForEach`'s items now (observed by the caller); with
  /// `headingsAsRows` false, headings go to GTK's section headers.
  static func entries(of parts: [any Widget], headingsAsRows: Bool) -> [ListEntry] {
    var entries: [ListEntry] = []
    for (index, part) in parts.enumerated() {
      if let section = part as? Section {
        append(section, number: index, headingsAsRows: headingsAsRows, to: &entries)
      } else {
        append(part, section: index, group: 0, to: &entries)
      }
    }
    return entries
  }

  private static func append(
    _ section: Section, number: Int, headingsAsRows: Bool, to entries: inout [ListEntry]
  ) {
    var rows: [ListEntry] = []
    for (group, part) in section.content().enumerated() {
      append(part, section: number, group: group, to: &rows)
    }
    if let footer = section.footer {
      rows.append(
        ListEntry(
          id: ListEntryID(section: number, group: -2, key: 0), role: .footer,
          selectionValue: nil, origin: nil, content: { [SectionFooter(parts: footer())] }))
    }
    if let header = section.header {
      let title = section.headerTitle
      if headingsAsRows || rows.isEmpty {
        entries.append(
          ListEntry(
            id: ListEntryID(section: number, group: -1, key: 0), role: .header,
            selectionValue: nil, origin: nil,
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
    _ part: any Widget, section: Int, group: Int, to entries: inout [ListEntry]
  ) {
    if let rows = part as? any ListRowsSource {
      entries += rows.listEntries(section: section, group: group)
    } else {
      // A static row tagged with `.tag(_:)` is selected as that value, as in SwiftUI.
      entries.append(
        ListEntry(
          id: ListEntryID(section: section, group: group, key: group), role: .row,
          selectionValue: TaggedWidget.tag(of: part), origin: nil, content: { [part] }))
    }
  }
}
