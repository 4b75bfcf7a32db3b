import CGtk
import GtkGlue

/// Small builders for the Playground's controls, so each section reads as what it shows rather
/// than as GTK boilerplate.
@MainActor
enum PlaygroundWidgets {
  /// A plain-text label (never Pango markup), start-aligned, with optional CSS classes.
  static func label(
    _ text: String, classes: [String] = [], wraps: Bool = false
  ) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(nil)!
    let opaque = label.checked(gtk_label_get_type())
    gtk_label_set_use_markup(opaque, 0)
    gtk_label_set_text(opaque, text)
    gtk_label_set_xalign(opaque, 0)
    if wraps {
      gtk_label_set_wrap(opaque, 1)
      gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
      // A wrapping label asks for its whole text on one line; cap that so side columns stay
      // narrow. It still fills, and wraps at, whatever width it is given.
      gtk_label_set_max_width_chars(opaque, 44)
    } else {
      // A status line that grows ("Last refreshed at … (refresh 12)") must not widen the
      // window: a single-line label ellipsizes instead of asking for its whole text.
      gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
    }
    for name in classes { gtk_widget_add_css_class(label, name) }
    return label
  }

  /// Replaces a label's text (plain text, so nothing in it is read as markup).
  static func setText(_ label: UnsafeMutablePointer<GtkWidget>, _ text: String) {
    gtk_label_set_text(label.checked(gtk_label_get_type()), text)
  }

  /// The text a label shows now.
  static func text(of label: UnsafeMutablePointer<GtkWidget>) -> String {
    String(cString: gtk_label_get_text(label.checked(gtk_label_get_type())))
  }

  /// A button labelled `title` that calls `action` when clicked.
  static func button(
    _ title: String, _ action: @escaping @MainActor () -> Void
  ) -> UnsafeMutablePointer<GtkWidget> {
    let button = gtk_button_new_with_label(title)!
    button.connect("clicked", action)
    return button
  }

  /// A switch that starts as `isOn` and calls `changed` with each new state.
  static func toggleSwitch(
    isOn: Bool, accessibleLabel: String, _ changed: @escaping @MainActor (Bool) -> Void
  ) -> UnsafeMutablePointer<GtkWidget> {
    let toggle = gtk_switch_new()!
    let opaque = toggle.checked(gtk_switch_get_type())
    gtk_switch_set_active(opaque, isOn ? 1 : 0)
    gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
    overshoot_accessible_set_label(toggle, accessibleLabel)
    toggle.connectWithPointer("notify::active") { _ in
      changed(gtk_switch_get_active(opaque) != 0)
    }
    return toggle
  }

  /// A box of `children` laid out along `orientation`.
  static func box(
    _ orientation: GtkOrientation, spacing: Int32 = 6, _ children: [UnsafeMutablePointer<GtkWidget>]
  ) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(orientation, spacing)!
    for child in children { gtk_box_append(box.checked(as: GtkBox.self), child) }
    return box
  }

  /// A caption on the left and its control on the right, as one settings line.
  static func controlRow(
    _ caption: String, _ control: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget> {
    let title = label(caption)
    gtk_widget_set_hexpand(title, 1)
    return box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [title, control])
  }

  /// A section's page: a title, a line saying what to try, then the demo filling the rest.
  static func sectionPage(
    title: String, summary: String, content: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget> {
    let heading = label(title, classes: ["playground-title"])
    let explanation = label(summary, classes: ["dim-label"], wraps: true)
    gtk_widget_set_vexpand(content, 1)
    let page = box(GTK_ORIENTATION_VERTICAL, spacing: 8, [heading, explanation, content])
    for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
      setMargin(page, 16)
    }
    for setMargin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
      setMargin(page, 18)
    }
    return page
  }
}
