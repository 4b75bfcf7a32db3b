import CGtk
import GtkGlue

/// The window of an alert or a confirmation dialog, laid out as GNOME's message dialogs are: a
/// heading, the message below it, then the buttons, with no title bar.
///
/// Enter presses the default button (the one marked `.keyboardShortcut(.defaultAction)`, else
/// the first without a role, drawn as the suggested action); Escape and closing the window run
/// the `.cancel` button's action. Any button closes the dialog.
@MainActor
enum MessageDialog {
  /// How the buttons are laid out.
  enum Layout {
    /// Side by side, Cancel first: an alert.
    case row
    /// One above the other, Cancel last: a confirmation dialog's choices.
    case column
  }

  /// A dialog over `parent` asking `title` (shown as a heading when `showsTitle`), explained by
  /// `message`, answered by the buttons of `actions`.
  static func make(
    _ title: String, showsTitle: Bool = true, layout: Layout,
    over parent: UnsafeMutablePointer<GtkWidget>, actions: [any Widget], message: [any Widget]
  ) -> Presentation {
    let buttons = completed(MessageButton.buttons(in: actions), layout: layout)
    let defaultIndex = MessageButton.defaultIndex(of: buttons)
    let closer = WeakReference<DialogWindow>()
    let answered = Answered()
    let made = buttons.enumerated().map { index, button in
      described(button, isDefault: index == defaultIndex) {
        answered.value = true
        closer.object?.close()
        button.action()
      }
    }
    let cancels = buttons.filter { $0.role == .cancel }.map(\.action)
    let ordered = order(made, roles: buttons.map(\.role), layout: layout)
    let window = DialogWindow(title, over: parent, resizable: false) {
      VStack(spacing: 24) {
        VStack(spacing: 10) {
          if showsTitle { Text(title).font(.title2).multilineTextAlignment(.center) }
          for part in message { styled(part) }
        }
        if layout == .row {
          HStack(spacing: 12) { ordered }.equalSizedChildren()
        } else {
          VStack(spacing: 6) { ordered }
        }
      }.padding(24).frame(width: 300)
    }
    closer.object = window
    let dialog = window.gtkWindow
    dialog.addCSSClass("message")
    // An empty, hidden title bar: GNOME's message dialogs have none.
    let bar = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0).widget
    bar.isVisible = false
    Gtk.Window(dialog).titlebar = bar
    window.onClose {
      guard !answered.value else { return }
      for cancel in cancels { cancel() }
    }
    return Presentation(window: window, focusesDefault: true)
  }

  /// `buttons`, with OK added to an alert that has none, and Cancel added where no button
  /// leaves things as they are (a confirmation dialog, or only destructive buttons).
  private static func completed(_ buttons: [MessageButton], layout: Layout) -> [MessageButton] {
    if buttons.isEmpty && layout == .row {
      return [MessageButton(title: { tr("OK") }, role: nil, isMarkedDefault: false, action: {})]
    }
    let hasCancel = buttons.contains { $0.role == .cancel }
    let onlyDestructive = buttons.allSatisfy { $0.role == .destructive }
    guard !hasCancel && (layout == .column || onlyDestructive) else { return buttons }
    return buttons + [
      MessageButton(title: { tr("Cancel") }, role: .cancel, isMarkedDefault: false, action: {})
    ]
  }

  /// A button of the dialog, styled by its role and whether Enter presses it.
  private static func described(
    _ button: MessageButton, isDefault: Bool, pressed: @escaping @MainActor () -> Void
  ) -> any Widget {
    var made: any Widget = Button(button.title(), role: button.role, action: pressed)
    if isDefault {
      made = made.keyboardShortcut(.defaultAction)
      if button.role == nil { made = made.cssClass("suggested-action") }
    }
    return made.expanding()
  }

  /// Cancel first in a row, last in a column.
  private static func order(_ made: [any Widget], roles: [ButtonRole?], layout: Layout)
    -> [any Widget]
  {
    let cancel = zip(made, roles).filter { $0.1 == .cancel }.map(\.0)
    let others = zip(made, roles).filter { $0.1 != .cancel }.map(\.0)
    return layout == .row ? cancel + others : others + cancel
  }

  /// A message part: text centred and wrapped, anything else as it is.
  private static func styled(_ part: any Widget) -> any Widget {
    guard part is Text else { return part }
    return part.multilineTextAlignment(.center).wrapping(maxCharactersPerLine: 40)
  }

  /// Whether a button answered the dialog (else closing it cancels).
  private final class Answered {
    var value = false
  }
}
