import CGtk

/// A section's heading as GNOME lists show one: bold and dimmed (the `heading` and `dim-label`
/// style classes), in a box that screen readers announce as a heading, named by `title` when
/// the section has one.
struct SectionHeading: Widget {
  let parts: [any Widget]
  let title: String?

  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = overshoot_heading_box_new()!
    for name in ["list-section-heading", "heading", "dim-label"] {
      gtk_widget_add_css_class(box, name)
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

  /// Makes `parts` into `box`, each at the leading edge unless it aligns itself (a label left to
  /// fill the box centres its text).
  static func appendLeading(_ parts: [any Widget], to box: UnsafeMutablePointer<GtkWidget>) {
    for part in parts {
      let child = part.makeGtkWidget()
      if gtk_widget_get_halign(child) == GTK_ALIGN_FILL, gtk_widget_get_hexpand_set(child) == 0 {
        gtk_widget_set_halign(child, GTK_ALIGN_START)
      }
      gtk_box_append(box.checked(as: GtkBox.self), child)
    }
  }
}

/// A section's footer: small dimmed text under its rows (`caption`, `dim-label`).
struct SectionFooter: Widget {
  let parts: [any Widget]

  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    for name in ["list-section-footer", "caption", "dim-label"] {
      gtk_widget_add_css_class(box, name)
    }
    SectionHeading.appendLeading(parts, to: box)
    return box
  }

  func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    WidgetChildren.update(widget, with: parts)
  }

  var shape: WidgetShape { WidgetShape(SectionFooter.self, children: parts.map(\.shape)) }
}
