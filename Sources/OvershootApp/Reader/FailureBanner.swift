import CGtk
import GtkGlue

/// A dismissible strip above the timeline naming the feeds whose refresh failed, and why. Only
/// refreshes use it (other errors go to the notice bar, where they happened), and it follows
/// `RefreshFailures`: a feed that refreshes fine again leaves it.
@MainActor
final class FailureBanner {
  /// The revealer holding the strip.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  private let row: UnsafeMutablePointer<GtkWidget>
  private let label: UnsafeMutablePointer<GtkWidget>
  private var dismissed: [RefreshFailures.Failure] = []

  init() {
    widget = gtk_revealer_new()
    reference = ObjectRef(sinking: widget)
    row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
    gtk_widget_add_css_class(row, "failure-banner")
    let icon = gtk_image_new_from_icon_name("dialog-warning-symbolic")!
    gtk_widget_add_css_class(icon, "error")
    // Decorative: the text says it all.
    overshoot_accessible_set_hidden(icon, 1)
    label = gtk_label_new(nil)
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_label_set_wrap(OpaquePointer(label), 1)
    gtk_widget_set_hexpand(label, 1)
    let close = gtk_button_new_from_icon_name("window-close-symbolic")!
    gtk_widget_add_css_class(close, "flat")
    gtk_widget_set_tooltip_text(close, "Dismiss")
    overshoot_accessible_set_label(close, "Dismiss")
    close.connect("clicked") { [weak self] in self?.dismiss() }
    for child in [icon, label, close] { gtk_box_append(overshoot_box(row), child) }
    gtk_revealer_set_child(overshoot_revealer(widget), row)
    // Hidden, the strip is no Tab stop and nothing a screen reader walks into.
    gtk_widget_set_visible(row, 0)
  }

  private var shown: [RefreshFailures.Failure] = []

  /// Shows the failures ("Feed: reason" lines), or hides the banner when there are none. The
  /// failures the reader dismissed stay hidden until another one joins them.
  func show(_ failures: RefreshFailures) {
    shown = failures.failures
    guard !shown.isEmpty, shown != dismissed else { return hide() }
    dismissed = []
    let heading =
      shown.count == 1
      ? "1 feed could not be refreshed:" : "\(shown.count) feeds could not be refreshed:"
    let lines = shown.prefix(6).map { "\($0.title): \($0.reason)" }
    let more = shown.count > 6 ? ["and \(shown.count - 6) more"] : []
    gtk_label_set_text(OpaquePointer(label), ([heading] + lines + more).joined(separator: "\n"))
    gtk_widget_set_visible(row, 1)
    gtk_revealer_set_reveal_child(overshoot_revealer(widget), 1)
  }

  private func dismiss() {
    dismissed = shown
    hide()
  }

  private func hide() {
    gtk_revealer_set_reveal_child(overshoot_revealer(widget), 0)
    gtk_widget_set_visible(row, 0)
  }

  /// The banner's text, or "" when hidden.
  var text: String { isShown ? String(cString: gtk_label_get_text(OpaquePointer(label))) : "" }

  /// Whether the banner is shown.
  var isShown: Bool { gtk_revealer_get_reveal_child(overshoot_revealer(widget)) != 0 }
}
