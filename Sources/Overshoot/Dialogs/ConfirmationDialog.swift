import CGtk

/// A small modal question with Cancel and one action, like SwiftUI's `confirmationDialog`:
/// "Remove “News”?" with what it means below. Cancel is the default (Enter), Escape cancels,
/// and the action runs only when its button is pressed.
@MainActor
public final class ConfirmationDialog {
  /// What the action does, which sets how its button looks, like SwiftUI's `ButtonRole`.
  public enum Role: Sendable {
    /// It deletes or loses something (a red button).
    case destructive
    /// It is the expected next step (a blue button).
    case suggested
  }

  /// The dialog's window.
  public let window: DialogWindow

  /// Asks `question`, explained by `message`, over `parent`; `action` runs only if the reader
  /// presses the button titled `actionTitle`.
  public init(
    _ question: String, message: String, actionTitle: String, role: Role = .destructive,
    over parent: UnsafeMutablePointer<GtkWidget>?, action: @escaping @MainActor () -> Void
  ) {
    let closer = WeakReference<DialogWindow>()
    window = DialogWindow(question, over: parent, resizable: false) {
      VStack(spacing: 12) {
        Text(question).font(.title2)
        Text(message).maxWidth(characters: 40)
        HStack(spacing: 8) {
          Button(tr("Cancel")) { closer.object?.close() }.keyboardShortcut(.defaultAction)
          Button(actionTitle) {
            closer.object?.close()
            action()
          }.cssClass(role == .destructive ? "destructive-action" : "suggested-action")
        }.trailingAligned()
      }.padding(20)
    }
    closer.object = window
  }

  /// Shows the dialog.
  public func present() { window.present() }

  /// Closes the dialog without running the action.
  public func close() { window.close() }
}
