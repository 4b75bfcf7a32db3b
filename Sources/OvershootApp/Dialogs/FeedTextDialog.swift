import Overshoot

/// A small dialog asking for one line about a feed (its sidebar menu's Rename… and Edit
/// Address…): a field holding what the feed has now, Cancel and an action button. What the
/// action refuses is said under the field, and the dialog stays open to fix it.
@MainActor
final class FeedTextDialog {
  /// The dialog's window.
  var window: GtkWidgetPointer { dialog.gtkWindow }
  private let dialog: DialogWindow
  private let field: TextField
  private let form = FeedTextForm()
  private let save: @MainActor (String) async throws(FeedEditRefusal) -> Void
  private var task: Task<Void, Never>?
  /// Dialogs stay alive while shown; GTK owns the window, this set owns the Swift side.
  private static var open: [ObjectIdentifier: FeedTextDialog] = [:]

  /// Shows the dialog titled `title` over `parent`, its field named `label` holding `text`;
  /// `action` names the button that runs `save` with the field's text. The dialog closes when
  /// `save` returns, and shows the refusal's message when it throws.
  @discardableResult
  static func present(
    over parent: GtkWidgetPointer, title: String, label: String, text: String,
    action: String, save: @escaping @MainActor (String) async throws(FeedEditRefusal) -> Void
  ) -> FeedTextDialog {
    let dialog = FeedTextDialog(
      parent: parent, title: title, label: label, action: action, save: save)
    open[ObjectIdentifier(dialog)] = dialog
    #if DEBUG
      lastPresented = dialog
    #endif
    dialog.field.text = text
    dialog.dialog.present()
    dialog.field.focus()
    return dialog
  }

  private init(
    parent: GtkWidgetPointer, title: String, label: String, action: String,
    save: @escaping @MainActor (String) async throws(FeedEditRefusal) -> Void
  ) {
    self.save = save
    let form = self.form
    let field = TextField("")
    field.activatesDefault = true
    self.field = field
    let actions = WeakReference<FeedTextDialog>()
    dialog = DialogWindow(title, over: parent, width: 400) {
      FeedTextView(label: label, field: field, form: form)
    }
    // Pressable with the field blank too: the refusal then says what is missing.
    dialog.cancelAndConfirm(action, disabled: form.isSaving) {
      actions.object?.close()
    } confirm: {
      actions.object?.submit()
    }
    actions.object = self
    let key = ObjectIdentifier(self)
    dialog.onClose { [weak self] in
      self?.task?.cancel()
      Self.open[key] = nil
    }
  }

  /// The text in the field.
  var text: String {
    get { field.text }
    set { field.text = newValue }
  }

  /// Runs the action with the field's text (as the button and Enter do); a refusal stays in
  /// the dialog.
  func submit() {
    guard task == nil else { return }
    let text = field.text
    form.isSaving = true
    task = Task { @MainActor [weak self] in
      guard let self else { return }
      do throws(FeedEditRefusal) {
        try await self.save(text)
        guard !Task.isCancelled else { return }
        self.close()
        return
      } catch {
        guard !Task.isCancelled else { return }
        self.form.message = error.message
      }
      self.task = nil
      self.form.isSaving = false
      self.field.focus()
    }
  }

  /// Closes the dialog.
  func close() {
    task?.cancel()
    dialog.close()
  }

  #if DEBUG
    /// How many of these dialogs are open (tests; debug builds only).
    static var openCount: Int { open.count }

    /// The dialog shown last, while it is open (tests; debug builds only).
    private(set) static weak var lastPresented: FeedTextDialog?

    /// The refusal shown now; empty when none (tests; debug builds only).
    var message: String { form.message }
  #endif
}
