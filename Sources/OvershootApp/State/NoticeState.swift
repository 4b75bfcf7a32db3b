import Observation
import OvershootAdwaita

/// What the notice strip and its toasts show, and what they do: an error stays in the strip
/// until dismissed, replaced, or the reader moves on; a confirmation is a toast that leaves on
/// its own (see ``NoticeBar``).
@MainActor @Observable
final class NoticeState {
  /// How long a confirmation ("Link copied") stays, in seconds; one with Undo stays longer.
  static let confirmationSeconds: UInt32 = 5
  static let undoableSeconds: UInt32 = 10

  /// The strip's message, kept while it slides out.
  private(set) var stripMessage = ""
  /// The title of the strip's action ("Copy Link"), empty for none.
  private(set) var stripActionTitle = ""
  /// Whether the notice shown last is an error (shown in the error style, kept until
  /// dismissed) rather than a confirmation.
  private(set) var isError = false
  /// Whether the strip is slid in.
  private(set) var isStripShown = false
  /// The confirmations' toasts; a `ToastOverlay` over the timeline shows them.
  @ObservationIgnored let toasts = ToastPresenter()
  /// Speaks an error to screen readers as it appears; set by the view that places the strip.
  @ObservationIgnored var announce: @MainActor (String) -> Void = { _ in }
  @ObservationIgnored private var action: (@MainActor () -> Void)?
  /// The message and action title of the strip or toast shown last.
  @ObservationIgnored private var shown = (message: "", actionTitle: "")

  /// Shows `message`; an error stays in the strip, a confirmation is a toast that leaves on its
  /// own. `action` is offered as a button (Undo, Copy Link).
  func show(
    _ message: String, isError: Bool,
    action: (title: String, run: @MainActor () -> Void)? = nil
  ) {
    hide()
    self.isError = isError
    shown = (message, action?.title ?? "")
    self.action = action?.run
    if isError {
      (stripMessage, stripActionTitle) = shown
      isStripShown = true
      announce(message)
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
    isStripShown = false
  }

  /// The message shown now, or "" when hidden.
  var text: String { isShown ? shown.message : "" }

  /// The action offered now, or "" for none.
  var actionTitle: String { isShown ? shown.actionTitle : "" }

  /// Whether the strip or a toast is shown.
  var isShown: Bool { isStripShown || toasts.shownToastTitle != nil }
}
