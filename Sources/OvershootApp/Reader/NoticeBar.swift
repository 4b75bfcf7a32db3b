import CGtk
import GtkGlue
import Observation
import Overshoot

/// A strip above the timeline for what just happened outside a refresh: a link that could not
/// be opened, an import that failed or worked, a copied link. Each says its own thing in its own
/// words; the refresh failures keep their banner. Confirmations leave after a few seconds;
/// errors stay until dismissed, replaced, or the reader moves on to another scope.
@MainActor
final class NoticeBar {
  /// How long a confirmation ("Link copied") stays.
  static let confirmationMilliseconds: UInt32 = 4_000

  /// The words shown, observed by the strip's label and button.
  @MainActor @Observable
  final class Content {
    /// The message.
    var message = ""
    /// The title of the offered action ("Copy Link"), empty for none.
    var actionTitle = ""
  }

  /// The revealer holding the strip.
  let widget: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  private let content: Content
  private let row: UnsafeMutablePointer<GtkWidget>
  private let actionButton: UnsafeMutablePointer<GtkWidget>
  private var action: (@MainActor () -> Void)?
  private var hideTimer: guint = 0
  /// Whether the notice shown is an error (kept until dismissed) rather than a confirmation.
  private(set) var isError = false

  init() {
    widget = gtk_revealer_new()
    reference = ObjectRef(sinking: widget)
    let words = Content()
    content = words
    let offered = Button(words.actionTitle) {}.makeGtkWidget()
    actionButton = offered
    row = HStack(spacing: 8) {
      Text(words.message).leadingAligned().expanding()
      EmbeddedWidget(offered)
      Button("Dismiss", systemImage: "window-close-symbolic") {}.cssClass("flat")
    }.padding(6).cssClass("notice-bar").makeGtkWidget()
    gtk_revealer_set_child(widget.checked(gtk_revealer_get_type()), row)
    // Hidden, the strip is no Tab stop and nothing a screen reader walks into.
    gtk_widget_set_visible(row, 0)
    actionButton.connect("clicked") { [weak self] in
      let action = self?.action
      self?.hide()
      action?()
    }
    if let dismiss = gtk_widget_get_last_child(row) {
      dismiss.connect("clicked") { [weak self] in self?.hide() }
    }
  }

  /// Shows `message`; an error stays, a confirmation leaves on its own. `action` is offered as
  /// a button (e.g. Copy Link when a link could not be opened).
  func show(
    _ message: String, isError: Bool,
    action: (title: String, run: @MainActor () -> Void)? = nil
  ) {
    MainContext.cancel(hideTimer)
    hideTimer = 0
    self.isError = isError
    content.message = message
    content.actionTitle = action?.title ?? ""
    self.action = action?.run
    gtk_widget_set_visible(actionButton, action == nil ? 0 : 1)
    if isError {
      gtk_widget_add_css_class(row, "error-notice")
    } else {
      gtk_widget_remove_css_class(row, "error-notice")
      hideTimer = MainContext.after(milliseconds: Self.confirmationMilliseconds) { [weak self] in
        self?.hideTimer = 0
        self?.hide()
      }
    }
    gtk_widget_set_visible(row, 1)
    gtk_revealer_set_reveal_child(widget.checked(gtk_revealer_get_type()), 1)
    Announcer.announce(message, from: widget)
  }

  /// Runs the offered action, as its button does.
  func runAction() {
    overshoot_signal_emit_by_name(actionButton, "clicked")
  }

  /// Hides the strip.
  func hide() {
    MainContext.cancel(hideTimer)
    hideTimer = 0
    action = nil
    gtk_revealer_set_reveal_child(widget.checked(gtk_revealer_get_type()), 0)
    gtk_widget_set_visible(row, 0)
  }

  /// The message shown now, or "" when hidden.
  var text: String { isShown ? content.message : "" }

  /// The action offered now, or "" for none.
  var actionTitle: String { isShown ? content.actionTitle : "" }

  /// Whether the strip is shown.
  var isShown: Bool { gtk_revealer_get_reveal_child(widget.checked(gtk_revealer_get_type())) != 0 }
}
