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
    gtk_box_append(box.checked(as: GtkBox.self), image)
    gtk_box_append(box.checked(as: GtkBox.self), titles(item.title, subtitle: item.subtitle))
    if let warning = item.warning {
      let mark = gtk_image_new_from_icon_name("dialog-warning-symbolic")!
      gtk_widget_add_css_class(mark, "error")
      Tooltip.set(warning, on: mark)
      overshoot_accessible_set_label(mark, warning)
      gtk_box_append(box.checked(as: GtkBox.self), mark)
    }
    if item.count > 0 { gtk_box_append(box.checked(as: GtkBox.self), counter(item.count)) }
    return box
  }

  /// The content of a section's heading row: a disclosure arrow, the name, the total count.
  static func heading(
    _ title: String, count: Int, collapsed: Bool
  ) -> (box: UnsafeMutablePointer<GtkWidget>, arrow: UnsafeMutablePointer<GtkWidget>) {
    let box = Self.box()
    gtk_widget_add_css_class(box, "sidebar-heading")
    let arrow = icon(arrowName(collapsed: collapsed))
    gtk_box_append(box.checked(as: GtkBox.self), arrow)
    let label = name(title)
    gtk_widget_add_css_class(label, "heading")
    gtk_box_append(box.checked(as: GtkBox.self), label)
    if count > 0 { gtk_box_append(box.checked(as: GtkBox.self), counter(count)) }
    return (box, arrow)
  }

  /// The arrow icon: pointing down while the section is open, to the side when folded.
  static func arrowName(collapsed: Bool) -> String {
    collapsed ? "pan-end-symbolic" : "pan-down-symbolic"
  }

  private static func box() -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_widget_set_margin_start(box, 6)
    gtk_widget_set_margin_end(box, 6)
    gtk_widget_set_margin_top(box, 4)
    gtk_widget_set_margin_bottom(box, 4)
    return box
  }

  private static func icon(_ name: String) -> UnsafeMutablePointer<GtkWidget> {
    let image = gtk_image_new_from_icon_name(name)!
    // Decorative: the row's accessible name says what it is.
    overshoot_accessible_set_hidden(image, 1)
    return image
  }

  private static func name(_ title: String) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(title)!
    gtk_label_set_ellipsize(label.checked(gtk_label_get_type()), PANGO_ELLIPSIZE_END)
    gtk_label_set_xalign(label.checked(gtk_label_get_type()), 0)
    gtk_widget_set_hexpand(label, 1)
    return label
  }

  /// The name alone, or the name over its subtitle (smaller, dimmed).
  private static func titles(_ title: String, subtitle: String?) -> UnsafeMutablePointer<GtkWidget>
  {
    guard let subtitle else { return name(title) }
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    gtk_widget_set_hexpand(column, 1)
    gtk_widget_set_valign(column, GTK_ALIGN_CENTER)
    gtk_box_append(column.checked(as: GtkBox.self), name(title))
    let second = name(subtitle)
    gtk_widget_add_css_class(second, "caption")
    gtk_widget_add_css_class(second, "dim-label")
    gtk_box_append(column.checked(as: GtkBox.self), second)
    return column
  }

  private static func counter(_ count: Int) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new("\(count)")!
    gtk_widget_add_css_class(label, "sidebar-count")
    return label
  }
}
