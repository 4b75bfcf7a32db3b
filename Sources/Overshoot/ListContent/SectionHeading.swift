import CGtk
import GtkGlue

/// A section's heading as GNOME lists show one: bold and dimmed (the `heading` and `dim-label`
/// style classes), in a box that screen readers announce as a heading, named by `title` when
/// the section has one.
struct SectionHeading: Widget {
  let parts: [any Widget]
  let title: String?

  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = overshoot_heading_box_new()!
    for name in ["list-section-heading", "heading", "dim-label"] {
      box.addCSSClass(name)
    }
    SectionHeading.appendLeading(parts, to: box)
    if let title { overshoot_accessible_set_label(box, title) }
    return box
  }

  func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard WidgetChildren.update(widget, with: parts) else { return false }
    if let title { overshoot_accessible_set_label(widget, title) }
    return true
  }

  var shape: WidgetShape { WidgetShape(SectionHeading.self, children: parts.map(\.shape)) }

  /// The heading right above the row at `position` of a builder list: the section header
  /// (GTK 4.12+) or the heading row (GTK 4.8) of the section the row starts, if it has one.
  static func above(
    _ position: Int, in list: RecycledListView<ListEntry, ListEntryID>, headers: SectionHeaders?
  ) -> HeadingAbove {
    guard position < list.count else { return .none }
    let entry = list.item(at: position)
    guard entry.role != .header else { return .none }
    if let headers {
      let starts = position == 0 || list.item(at: position - 1).id.sectionKey != entry.id.sectionKey
      guard starts, entry.sectionHeading != nil else { return .none }
      return .header(height: headers.headerHeight(forSectionAt: position))
    }
    guard position > 0, list.item(at: position - 1).role == .header else { return .none }
    return .row(at: position - 1)
  }

  /// Makes `parts` into `box`, each at the leading edge unless it aligns itself (a label left to
  /// fill the box centres its text).
  static func appendLeading(_ parts: [any Widget], to box: UnsafeMutablePointer<GtkWidget>) {
    for part in parts {
      let child = part.makeGtkWidget()
      if child.halign == GTK_ALIGN_FILL, !child.hexpandSet {
        child.halign = GTK_ALIGN_START
      }
      Gtk.Box(box).append(child)
    }
  }
}

/// A section's footer: small dimmed text under its rows (`caption`, `dim-label`).
struct SectionFooter: Widget {
  let parts: [any Widget]

  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0).widget
    for name in ["list-section-footer", "caption", "dim-label"] {
      box.addCSSClass(name)
    }
    SectionHeading.appendLeading(parts, to: box)
    return box
  }

  func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    WidgetChildren.update(widget, with: parts)
  }

  var shape: WidgetShape { WidgetShape(SectionFooter.self, children: parts.map(\.shape)) }
}
