import CGtk
import GtkGlue

/// How one row of a recycled list behaves beyond what it shows: whether the reader can select
/// it and activate it (a section's heading or footer can do neither), and whether it is a
/// section's heading, which the list styles as GTK styles its section headers.
struct ListRowTraits: Equatable {
  var selectable = true
  var activatable = true
  var isSectionHeading = false
}

extension RecycledListView {
  /// Gives the list item at `position` the traits `rowTraits` asks for (every bind: list items
  /// are recycled between headings and rows).
  func applyRowTraits(to listItem: UnsafeMutableRawPointer, at position: Int) {
    guard let rowTraits else { return }
    let traits = rowTraits(position)
    let item = Gtk.ListItem(listItem)
    item.isSelectable = traits.selectable
    item.isActivatable = traits.activatable
    // The row widget is the child's parent (GTK 4.8 has no getter for it).
    if let child = item.child, let row = child.parent {
      if traits.isSectionHeading {
        row.addCSSClass(SectionStyle.headingRowClass)
      } else {
        row.removeCSSClass(SectionStyle.headingRowClass)
      }
    }
  }

  /// Binds every row showing an item again, with the item at its position now: for rows whose
  /// content may change while their id does not (a builder list's rows are closures, which
  /// cannot be compared).
  func rebindAllRows() {
    for (listItem, slot) in slots {
      guard let position = slot.position, position < count else { continue }
      slot.bindRow(itemAt(position))
      applyRowTraits(to: listItem, at: position)
    }
  }
}
