import Overshoot

/// A small modal question with Cancel and one action button, e.g. before removing a feed.
@MainActor
final class ConfirmDialog {
  /// The dialog's window.
  var window: GtkWidgetPointer { dialog.window.gtkWindow }
  private let dialog: ConfirmationDialog
  private static var open: [ObjectIdentifier: ConfirmDialog] = [:]

  /// Asks `question` with `detail`; `confirm` runs only if the reader presses `action`.
  @discardableResult
  static func present(
    over parent: GtkWidgetPointer, question: String, detail: String,
    action: String, destructive: Bool = true, confirm: @escaping @MainActor () -> Void
  ) -> ConfirmDialog {
    let dialog = ConfirmDialog(
      ConfirmationDialog(
        question, message: detail, actionTitle: action,
        role: destructive ? .destructive : .suggested, over: parent, action: confirm))
    open[ObjectIdentifier(dialog)] = dialog
    dialog.dialog.present()
    return dialog
  }

  private init(_ dialog: ConfirmationDialog) {
    self.dialog = dialog
    let key = ObjectIdentifier(self)
    dialog.window.onClose { Self.open[key] = nil }
  }

  #if DEBUG
    /// How many confirmations are open (tests; debug builds only).
    static var openCount: Int { open.count }

    /// The open confirmation, if any (tests; debug builds only).
    static var current: ConfirmDialog? { open.values.first }
  #endif
}
