import Observation
import Overshoot
import OvershootAdwaita

/// A strip above the timeline for what just happened outside a refresh: a link that could not
/// be opened, an import that failed or worked, a copied link. Each says its own thing in its own
/// words; the refresh failures keep their banner. Confirmations are toasts over the timeline
/// (they cover nothing the reader aims at, never shift the list, and stay while the pointer is on
/// them) that leave after a few seconds; errors are a strip above the timeline that stays until
/// dismissed, replaced, or the reader moves on to another scope.
@MainActor
final class NoticeBar {
  /// How long a confirmation ("Link copied") stays, in seconds; one with Undo stays longer.
  static let confirmationSeconds: UInt32 = 5
  static let undoableSeconds: UInt32 = 10

  /// What the strip shows, observed by its label, buttons and style.
  @MainActor @Observable
  final class Content {
    /// The message.
    var message = ""
    /// The title of the offered action ("Copy Link"), empty for none.
    var actionTitle = ""
    /// Whether the message is an error (shown in the error style, kept until dismissed).
    var isError = false
    /// What the buttons do; set once the bar is whole (the buttons are made before it).
    @ObservationIgnored var runAction: @MainActor () -> Void = {}
    @ObservationIgnored var dismiss: @MainActor () -> Void = {}
  }

  private let content = Content()
  private let revealer: Revealer
  private var action: (@MainActor () -> Void)?
  /// The confirmations' toasts; a `ToastOverlay` over the timeline shows them.
  let toasts = ToastPresenter()
  /// The message and action title of the strip or toast shown last.
  private var shown = (message: "", actionTitle: "")

  /// The revealer holding the strip.
  var widget: GtkWidgetPointer { revealer.gtkWidget }

  init() {
    let content = self.content
    revealer = Revealer {
      HStack(spacing: 8) {
        Text(content.message).leadingAligned().expanding()
        Button(content.actionTitle) { content.runAction() }
          .hidden(content.actionTitle.isEmpty)
        Button(tr("Dismiss"), systemImage: "window-close-symbolic") { content.dismiss() }
          .cssClass("flat")
      }.padding(6).cssClass("notice-bar").cssClass("error-notice", when: content.isError)
    }
    content.runAction = { [weak self] in self?.runAction() }
    content.dismiss = { [weak self] in self?.hide() }
  }

  /// Whether the notice shown is an error (kept until dismissed) rather than a confirmation.
  var isError: Bool { content.isError }

  /// Shows `message`; an error stays in the strip, a confirmation is a toast that leaves on its
  /// own. `action` is offered as a button (Undo, Copy Link).
  func show(
    _ message: String, isError: Bool,
    action: (title: String, run: @MainActor () -> Void)? = nil
  ) {
    hide()
    content.isError = isError
    shown = (message, action?.title ?? "")
    self.action = action?.run
    if isError {
      (content.message, content.actionTitle) = shown
      revealer.isRevealed = true
      Announcer.announce(message, from: widget)
      return
    }
    var toast = Toast(
      message, timeoutSeconds: action == nil ? Self.confirmationSeconds : Self.undoableSeconds)
    if let action {
      toast = toast.button(action.title) { [weak self] in
        self?.action = nil
        action.run()
      }
    }
    toasts.show(toast)
  }

  /// Runs the offered action, as its button does: the notice goes, then the action runs.
  func runAction() {
    let action = self.action
    hide()
    action?()
  }

  /// Hides the strip and the toast.
  func hide() {
    action = nil
    toasts.dismiss()
    revealer.isRevealed = false
  }

  /// The message shown now, or "" when hidden.
  var text: String { isShown ? shown.message : "" }

  /// The action offered now, or "" for none.
  var actionTitle: String { isShown ? shown.actionTitle : "" }

  /// Whether the strip or a toast is shown.
  var isShown: Bool { revealer.isRevealed || toasts.shownToastTitle != nil }
}
