import CGtk
import GtkGlue
import Observation
import Overshoot

/// A dismissible strip above the timeline naming the feeds whose refresh failed, and why. Only
/// refreshes use it (other errors go to the notice bar, where they happened), and it follows
/// `RefreshFailures`: a feed that refreshes fine again leaves it.
@MainActor
final class FailureBanner {
  /// The words shown, observed by the strip's label.
  @MainActor @Observable
  final class Content {
    /// The heading and one "Feed: reason" line per failed feed.
    var text = ""
  }

  /// The revealer holding the strip.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  private let content: Content
  private let row: UnsafeMutablePointer<GtkWidget>
  private var shown: [RefreshFailures.Failure] = []
  private var dismissed: [RefreshFailures.Failure] = []

  init() {
    widget = gtk_revealer_new()
    reference = ObjectRef(sinking: widget)
    let words = Content()
    content = words
    let dismiss = Button("Dismiss", systemImage: "window-close-symbolic") {}.makeGtkWidget()
    row = HStack(spacing: 8) {
      // Decorative: the text says it all.
      Image(systemName: "dialog-warning-symbolic").cssClass("error")
      Text(words.text).leadingAligned().expanding()
      EmbeddedWidget(dismiss)
    }.cssClass("failure-banner").makeGtkWidget()
    if let icon = gtk_widget_get_first_child(row) { overshoot_accessible_set_hidden(icon, 1) }
    gtk_widget_add_css_class(dismiss, "flat")
    gtk_revealer_set_child(widget.checked(gtk_revealer_get_type()), row)
    // Hidden, the strip is no Tab stop and nothing a screen reader walks into.
    gtk_widget_set_visible(row, 0)
    dismiss.connect("clicked") { [weak self] in self?.dismiss() }
  }

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
    content.text = ([heading] + lines + more).joined(separator: "\n")
    gtk_widget_set_visible(row, 1)
    gtk_revealer_set_reveal_child(widget.checked(gtk_revealer_get_type()), 1)
  }

  private func dismiss() {
    dismissed = shown
    hide()
  }

  private func hide() {
    gtk_revealer_set_reveal_child(widget.checked(gtk_revealer_get_type()), 0)
    gtk_widget_set_visible(row, 0)
  }

  /// The banner's text, or "" when hidden.
  var text: String { isShown ? content.text : "" }

  /// Whether the banner is shown.
  var isShown: Bool { gtk_revealer_get_reveal_child(widget.checked(gtk_revealer_get_type())) != 0 }
}
