import CGtk
import GtkGlue

/// A builder list's section headings as GTK's own section headers (GTK 4.12+): the list model
/// reports each section's positions, and a header factory shows the section's heading above
/// them, so the heading is no item: it is never selected, focused, counted or scrolled to. On
/// GTK 4.8, which has no sections, headings stay rows of their own (`ListContentFlattener`).
@MainActor
final class SectionHeaders {
  /// Whether this GTK shows section headers (4.12+).
  static let areAvailable = overshoot_section_model_type() != 0

  private weak var list: RecycledListView<ListEntry, ListEntryID>?
  /// The GtkListHeaders bound now, shown again when the list's content changes.
  private(set) var bound: Set<UnsafeMutableRawPointer> = []

  /// Gives `list` a header factory, sections keyed by the part of the builder each row comes
  /// from; does nothing where GTK has no sections.
  static func install(on list: RecycledListView<ListEntry, ListEntryID>) -> SectionHeaders? {
    guard areAvailable, let stored = list.stored else { return nil }
    stored.sectionKey = { $0.sectionKey }
    let headers = SectionHeaders()
    headers.list = list
    let factory = gtk_signal_list_item_factory_new()!
    factory.connectWithPointer("bind") { header in
      guard let header else { return }
      headers.bound.insert(header)
      headers.show(header)
    }
    factory.connectWithPointer("unbind") { header in
      guard let header else { return }
      headers.bound.remove(header)
    }
    overshoot_list_view_set_header_factory(list.gtkWidget, factory)
    g_object_unref(factory.gpointer)
    showFirstHeaderAtFirstLayout(of: list)
    return headers
  }

  /// GTK anchors a new list on its first item's top, which leaves the first section's header
  /// above the view (measured on 4.18: 22 px hidden); the first frames after the rows are laid
  /// out, a list still resting on its first item goes to its very top, as 4.8 shows it.
  private static func showFirstHeaderAtFirstLayout(
    of list: RecycledListView<ListEntry, ListEntryID>
  ) {
    var laidOutFrames = 0
    list.gtkWidget.addTickCallback { [weak list] _ in
      guard let list,
        let adjustment = Gtk.Scrollable(list.gtkWidget).vadjustment
      else { return false }
      guard adjustment.upper > 0, let top = list.rowTop(at: 0) else {
        return true
      }
      let lower = adjustment.lower
      let hidden = adjustment.value - lower
      // The first row's content starts within the theme's row padding of the view's top, a
      // heading's height down: GTK's anchor, not a reader's scroll (which is left alone).
      if hidden > 0, hidden < 64, top >= 0, top < 5 {
        adjustment.value = lower
        return false
      }
      laidOutFrames += 1
      return laidOutFrames < 10
    }
  }

  /// Shows the headings of the bound headers again (after the list's content changed).
  func refresh() {
    for header in bound { show(header) }
  }

  /// Shows the heading of the section that starts at the header's first position, reusing the
  /// widget it shows when the heading's shape is the same. A section with no heading hides its
  /// header widget, as GTK 4.8 shows no row there: no gap, and no empty row header for screen
  /// readers (GTK gives every header widget that role).
  private func show(_ header: UnsafeMutableRawPointer) {
    guard let list else { return }
    let start = Self.start(of: header, in: list)
    guard start < list.count, let heading = list.item(at: start).sectionHeading?() else {
      return hide(header)
    }
    if let child = overshoot_list_header_get_child(header),
      !child.hasCSSClass(SectionStyle.noHeadingClass), heading.update(child)
    {
      return showHolder(of: child, true)
    }
    let child = heading.makeGtkWidget()
    overshoot_list_header_set_child(header, child)
    showHolder(of: child, true)
  }

  /// The first position of the header's section, found from its first item: GTK leaves a
  /// header's start as it was when its section moves with its first item (a day inserted above:
  /// Tuesday's header said it started where Monday's rows now are, and showed "Monday").
  private static func start(
    of header: UnsafeMutableRawPointer, in list: RecycledListView<ListEntry, ListEntryID>
  ) -> Int {
    if let stored = list.stored, let item = overshoot_list_header_get_item(header),
      let id = stored.objects.key(of: item), let position = list.position(of: id)
    {
      return stored.section(containing: position).lowerBound
    }
    return Int(overshoot_list_header_get_start(header))
  }

  /// Hides the header widget, keeping an empty child in it to reach it by (a GtkListHeader has
  /// no getter for its widget).
  private func hide(_ header: UnsafeMutableRawPointer) {
    var child = overshoot_list_header_get_child(header)
    if child.map({ !$0.hasCSSClass(SectionStyle.noHeadingClass) }) ?? true {
      let placeholder = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0).widget
      placeholder.addCSSClass(SectionStyle.noHeadingClass)
      overshoot_list_header_set_child(header, placeholder)
      child = placeholder
    }
    if let child { showHolder(of: child, false) }
  }

  /// Shows or hides the header widget that holds `child` (it is recycled between sections).
  private func showHolder(of child: UnsafeMutablePointer<GtkWidget>, _ visible: Bool) {
    guard let holder = child.parent else { return }
    holder.isVisible = visible
  }

  /// The height of the header shown above the section that starts at `start`: nil when none is
  /// laid out there now.
  func headerHeight(forSectionAt start: Int) -> Double? {
    guard let list else { return nil }
    for header in bound where Self.start(of: header, in: list) == start {
      guard let child = overshoot_list_header_get_child(header),
        let holder = child.parent, holder.isMapped
      else { return nil }
      return Double(holder.height)
    }
    return nil
  }
}
