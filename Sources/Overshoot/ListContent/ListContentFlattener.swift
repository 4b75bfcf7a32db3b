/// Turns what a builder-form `List` holds into its rows, in order: each `Section` gives its
/// heading, its rows and its footer; each `ForEach` one row per item; anything else one row.
///
/// Every top-level part is a section of its own for identity, and every part within a section a
/// group, so rows are told apart even when two `ForEach`es use the same ids.
@MainActor
enum ListContentFlattener {
  /// The rows for `parts`, reading each `ForEach`'s items now (observed by the caller).
  static func entries(of parts: [any Widget]) -> [ListEntry] {
    var entries: [ListEntry] = []
    for (index, part) in parts.enumerated() {
      if let section = part as? Section {
        append(section, number: index, to: &entries)
      } else {
        append(part, section: index, group: 0, to: &entries)
      }
    }
    return entries
  }

  private static func append(_ section: Section, number: Int, to entries: inout [ListEntry]) {
    if let header = section.header {
      let title = section.headerTitle
      entries.append(
        ListEntry(
          id: ListEntryID(section: number, group: -1, key: 0), role: .header,
          selectionValue: nil, origin: nil,
          content: { [SectionHeading(parts: header(), title: title)] }))
    }
    for (group, part) in section.content().enumerated() {
      append(part, section: number, group: group, to: &entries)
    }
    if let footer = section.footer {
      entries.append(
        ListEntry(
          id: ListEntryID(section: number, group: -2, key: 0), role: .footer,
          selectionValue: nil, origin: nil, content: { [SectionFooter(parts: footer())] }))
    }
  }

  private static func append(
    _ part: any Widget, section: Int, group: Int, to entries: inout [ListEntry]
  ) {
    if let rows = part as? any ListRowsSource {
      entries += rows.listEntries(section: section, group: group)
    } else {
      entries.append(
        ListEntry(
          id: ListEntryID(section: section, group: group, key: group), role: .row,
          selectionValue: nil, origin: nil, content: { [part] }))
    }
  }
}
