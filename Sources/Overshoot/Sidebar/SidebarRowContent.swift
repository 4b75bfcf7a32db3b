import CGtk
import GtkGlue

/// The widgets inside sidebar rows: an icon, the name, a warning mark and a count, in a box.
@MainActor
enum SidebarRowContent {
  /// The content of an item's row.
  static func make<Key>(_ item: SidebarItem<Key>) -> UnsafeMutablePointer<GtkWidget> {
    let box = Self.box()
    let image = item.icon?.makeImageWidget() ?? icon(item.iconName)
    overshoot_accessible_set_hidden(image, 1)
    Gtk.Box(box).append(image)
    Gtk.Box(box).append(titles(item.title, subtitle: item.subtitle))
    if let warning = item.warning {
      let mark = Gtk.Image(iconName: "dialog-warning-symbolic").widget
      mark.addCSSClass("error")
      Tooltip.set(warning, on: mark)
      overshoot_accessible_set_label(mark, warning)
      Gtk.Box(box).append(mark)
    }
    if item.count > 0 { Gtk.Box(box).append(counter(item.count)) }
    return box
  }

  /// The content of a section's heading row: a disclosure arrow, the name, the total count.
  static func heading(
    _ title: String, count: Int, collapsed: Bool
  ) -> (box: UnsafeMutablePointer<GtkWidget>, arrow: UnsafeMutablePointer<GtkWidget>) {
    let box = Self.box()
    box.addCSSClass("sidebar-heading")
    let arrow = icon(arrowName(collapsed: collapsed))
    Gtk.Box(box).append(arrow)
    let label = name(title)
    label.addCSSClass("heading")
    Gtk.Box(box).append(label)
    if count > 0 { Gtk.Box(box).append(counter(count)) }
    return (box, arrow)
  }

  /// The arrow icon: pointing down while the section is open, to the side when folded.
  static func arrowName(collapsed: Bool) -> String {
    collapsed ? "pan-end-symbolic" : "pan-down-symbolic"
  }

  private static func box() -> UnsafeMutablePointer<GtkWidget> {
    let box = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 8).widget
    box.marginStart = 6
    box.marginEnd = 6
    box.marginTop = 4
    box.marginBottom = 4
    return box
  }

  private static func icon(_ name: String) -> UnsafeMutablePointer<GtkWidget> {
    let image = Gtk.Image(iconName: name).widget
    // Decorative: the row's accessible name says what it is.
    overshoot_accessible_set_hidden(image, 1)
    return image
  }

  private static func name(_ title: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = Gtk.Label(text: title)
    label.ellipsize = PANGO_ELLIPSIZE_END
    label.xalign = 0
    label.hexpand = true
    return label.widget
  }

  /// The name alone, or the name over its subtitle (smaller, dimmed).
  private static func titles(_ title: String, subtitle: String?) -> UnsafeMutablePointer<GtkWidget>
  {
    guard let subtitle else { return name(title) }
    let column = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0)
    column.hexpand = true
    column.valign = GTK_ALIGN_CENTER
    column.append(name(title))
    let second = name(subtitle)
    second.addCSSClass("caption")
    second.addCSSClass("dim-label")
    column.append(second)
    return column.widget
  }

  private static func counter(_ count: Int) -> UnsafeMutablePointer<GtkWidget> {
    let label = Gtk.Label(text: "\(count)").widget
    label.addCSSClass("sidebar-count")
    return label
  }
}
