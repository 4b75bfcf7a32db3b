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
  private var hideTimer: guint = 0

  /// The revealer holding the strip.
  var widget: UnsafeMutablePointer<GtkWidget> { revealer.gtkWidget }

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

  /// Shows `message`; an error stays, a confirmation leaves on its own. `action` is offered as
  /// a button (e.g. Copy Link when a link could not be opened).
  func show(
    _ message: String, isError: Bool,
    action: (title: String, run: @MainActor () -> Void)? = nil
  ) {
    MainContext.cancel(hideTimer)
    hideTimer = 0
    content.isError = isError
    content.message = message
    content.actionTitle = action?.title ?? ""
    self.action = action?.run
    if !isError {
      hideTimer = MainContext.after(milliseconds: Self.confirmationMilliseconds) { [weak self] in
        self?.hideTimer = 0
        self?.hide()
      }
    }
    revealer.isRevealed = true
    Announcer.announce(message, from: widget)
  }

  /// Runs the offered action, as its button does: the strip goes, then the action runs.
  func runAction() {
    let action = self.action
    hide()
    action?()
  }

  /// Hides the strip.
  func hide() {
    MainContext.cancel(hideTimer)
    hideTimer = 0
    action = nil
    revealer.isRevealed = false
  }

  /// The message shown now, or "" when hidden.
  var text: String { isShown ? content.message : "" }

  /// The action offered now, or "" for none.
  var actionTitle: String { isShown ? content.actionTitle : "" }

  /// Whether the strip is shown.
  var isShown: Bool { revealer.isRevealed }
}
