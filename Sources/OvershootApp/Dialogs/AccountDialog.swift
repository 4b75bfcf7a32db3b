import FeedCore
import Foundation
import Overshoot
import OvershootSecrets

/// "Add Sync Account…": a Google Reader API server (Miniflux, FreshRSS, …), a user name and a
/// password. Sign In enrolls the account off the main thread (`AccountEnrollment`: login, the
/// password into the keyring, the account into the store); a failure stays in the dialog with
/// the focus on the field to fix, success closes it and reloads the subscriptions.
@MainActor
final class AccountDialog {
  /// The dialog's window.
  var window: GtkWidgetPointer { dialog.gtkWindow }
  private let dialog: DialogWindow
  private let serverField: TextField
  private let userField: TextField
  private let passwordField: TextField
  private let form = AccountForm()
  private let model: ReaderModel
  private let keeper: any PasswordKeeper
  private let onAdded: @MainActor (SyncAccount) -> Void
  private var task: Task<Void, Never>?
  /// Dialogs stay alive while shown; GTK owns the window, this set owns the Swift side.
  private static var open: [ObjectIdentifier: AccountDialog] = [:]

  /// Shows the dialog over `parent`; passwords go to `keeper` (the model's: the Secret
  /// Service); `onAdded` runs once an account is added (the window syncs it).
  @discardableResult
  static func present(
    over parent: GtkWidgetPointer, model: ReaderModel,
    keeper: (any PasswordKeeper)? = nil,
    onAdded: @escaping @MainActor (SyncAccount) -> Void = { _ in }
  ) -> AccountDialog {
    let dialog = AccountDialog(
      parent: parent, model: model, keeper: keeper ?? model.keeper, onAdded: onAdded)
    open[ObjectIdentifier(dialog)] = dialog
    dialog.dialog.present()
    dialog.serverField.focus()
    return dialog
  }

  private init(
    parent: GtkWidgetPointer, model: ReaderModel, keeper: any PasswordKeeper,
    onAdded: @escaping @MainActor (SyncAccount) -> Void
  ) {
    self.model = model
    self.keeper = keeper
    self.onAdded = onAdded
    let form = self.form
    serverField = TextField("https://example.org/api/greader.php")
    userField = TextField(tr("User name"))
    passwordField = TextField(tr("Password"))
    passwordField.hidesText = true
    let fields = (serverField, userField, passwordField)
    for field in [serverField, userField, passwordField] { field.activatesDefault = true }
    let actions = WeakReference<AccountDialog>()
    dialog = DialogWindow(tr("Add Sync Account"), over: parent, width: 440) {
      AccountView(server: fields.0, user: fields.1, password: fields.2, form: form)
    }
    dialog.cancelAndConfirm(tr("Sign In"), disabled: !form.canSignIn) {
      actions.object?.close()
    } confirm: {
      actions.object?.submit()
    }
    actions.object = self
    serverField.onChange { text in form.server = text }
    userField.onChange { text in form.user = text }
    passwordField.onChange { text in form.password = text }
    let key = ObjectIdentifier(self)
    dialog.onClose { [weak self] in
      self?.task?.cancel()
      Self.open[key] = nil
    }
  }

  /// Signs in with what the fields hold; errors stay in the dialog.
  func submit() {
    guard form.canSignIn, task == nil else { return }
    guard let store = model.store else {
      showError(tr("No feed database to add the account to."), field: nil)
      return
    }
    let enrollment = AccountEnrollment(store: store, keeper: keeper)
    let (server, user, password) = (form.server, form.user, form.password)
    setSigningIn(true)
    form.message = tr("Signing in…")
    form.isError = false
    task = Task { @MainActor [weak self] in
      // The keyring blocks on D-Bus: the enrollment runs away from the main thread.
      let outcome = await Task.detached {
        () async -> Result<SyncAccount, EnrollmentError> in
        do throws(EnrollmentError) {
          return .success(
            try await enrollment.enroll(server: server, user: user, password: password))
        } catch {
          return .failure(error)
        }
      }.value
      guard let self, !Task.isCancelled else { return }
      self.task = nil
      self.setSigningIn(false)
      switch outcome {
      case .success(let account):
        await self.model.reloadSubscriptions()
        self.close()
        self.onAdded(account)
      case .failure(let error):
        self.showError(tr("Couldn’t add the account: %@", error.description), field: error.field)
      }
    }
  }

  private func showError(_ message: String, field: EnrollmentError.Field?) {
    form.isError = true
    form.message = message
    // The fields were disabled while signing in, which took their focus: give it to the one
    // to fix.
    switch field {
    case .server: serverField.focus()
    case .password: passwordField.focus()
    case nil: passwordField.focus()
    }
  }

  private func setSigningIn(_ signingIn: Bool) {
    form.isSigningIn = signingIn
    // Set now, not on the next frame: the focus can only come back to an enabled field.
    for field in [serverField, userField, passwordField] { field.isEnabled = !signingIn }
  }

  /// Closes the dialog, cancelling a sign-in under way (an account already added stays).
  func close() {
    task?.cancel()
    dialog.close()
  }

  /// Replaces the server address, as typing would.
  func setServer(_ text: String) { serverField.text = text }

  #if DEBUG
    /// How many Add Sync Account dialogs are open (tests; debug builds only).
    static var openCount: Int { open.count }

    /// The open dialog, if any (tests; debug builds only).
    static var current: AccountDialog? { open.values.first }

    /// The inline message shown now (tests; debug builds only).
    var message: String { form.message }

    /// The user name and password as typed (tests; debug builds only).
    var typed: (user: String, password: String) { (form.user, form.password) }

    /// Whether the password field has the keyboard focus (tests; debug builds only).
    var isPasswordFocused: Bool { passwordField.isFocused }

    /// Whether Sign In can be pressed now (tests; debug builds only).
    var isSignInSensitive: Bool { dialog.isDefaultActionEnabled }
  #endif
}
