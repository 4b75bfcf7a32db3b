import CGtk
import GtkGlue

/// A dismissible strip above the timeline naming the feeds whose refresh failed, and why.
@MainActor
final class FailureBanner {
  let widget: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  private let label: UnsafeMutablePointer<GtkWidget>

  init() {
    widget = gtk_revealer_new()
    reference = ObjectRef(sinking: widget)
    let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    gtk_widget_add_css_class(row, "failure-banner")
    let icon = gtk_image_new_from_icon_name("dialog-warning-symbolic")!
    label = gtk_label_new(nil)
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_label_set_wrap(OpaquePointer(label), 1)
    gtk_label_set_selectable(OpaquePointer(label), 1)
    gtk_widget_set_hexpand(label, 1)
    let close = gtk_button_new_from_icon_name("window-close-symbolic")!
    gtk_widget_add_css_class(close, "flat")
    gtk_widget_set_tooltip_text(close, "Dismiss")
    overshoot_accessible_set_label(close, "Dismiss")
    close.connect("clicked") { [weak self] in self?.hide() }
    for child in [icon, label, close] { gtk_box_append(overshoot_box(row), child) }
    gtk_revealer_set_child(overshoot_revealer(widget), row)
  }

  /// Shows the failures ("Feed: reason" lines), or hides the banner when there are none.
  func show(failures: [(feed: String, reason: String)]) {
    guard !failures.isEmpty else { return hide() }
    let heading =
      failures.count == 1
      ? "1 feed could not be refreshed:" : "\(failures.count) feeds could not be refreshed:"
    let lines = failures.prefix(6).map { "\($0.feed): \($0.reason)" }
    let more = failures.count > 6 ? ["and \(failures.count - 6) more"] : []
    gtk_label_set_text(OpaquePointer(label), ([heading] + lines + more).joined(separator: "\n"))
    gtk_revealer_set_reveal_child(overshoot_revealer(widget), 1)
  }

  /// Hides the banner.
  func hide() {
    gtk_revealer_set_reveal_child(overshoot_revealer(widget), 0)
  }

  /// The banner's text.
  var text: String { String(cString: gtk_label_get_text(OpaquePointer(label))) }

  /// Whether the banner is shown.
  var isShown: Bool { gtk_revealer_get_reveal_child(overshoot_revealer(widget)) != 0 }
}
