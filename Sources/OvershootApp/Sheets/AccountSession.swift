import FeedCore
import Foundation
import Observation
import Overshoot
import OvershootSecrets

/// One showing of "Add Sync Account…": a Google Reader API server (Miniflux, FreshRSS, …), a
/// user name and a password. Sign In enrolls the account off the main thread
/// (`AccountEnrollment`: login, the password into the keyring, the account into the store); a
/// failure stays in the sheet with the focus on the field to fix, success closes it and reloads
/// the subscriptions. `AccountSheet` shows it; `ReaderSheets` presents it.
@MainActor
final class AccountSession: SheetSession {
  /// The server address field, focused as the sheet shows.
  let serverField: TextField
  /// The user name field.
  let userField: TextField
  /// The password field, its text hidden.
  let passwordField: TextField
  /// What the sheet shows besides the fields.
  let form = AccountForm()
  private let model: ReaderModel
  private let keeper: any PasswordKeeper
  private let onAdded: @MainActor (SyncAccount) -> Void
  private var task: Task<Void, Never>?
  /// Closes the sheet showing this session; `ReaderSheets` sets it when it shows the sheet.
  var dismiss: @MainActor () -> Void = {}
  /// The sheet that shows this session.
  var sheet: any Widget { AccountSheet(session: self) }

  /// A session adding an account to `model`'s store; passwords go to `keeper` (the model's:
  /// the Secret Service); `onAdded` runs once an account is added (the window syncs it).
  init(
    model: ReaderModel, keeper: (any PasswordKeeper)? = nil,
    onAdded: @escaping @MainActor (SyncAccount) -> Void = { _ in }
  ) {
    self.model = model
    self.keeper = keeper ?? model.keeper
    self.onAdded = onAdded
    let form = self.form
    serverField = TextField("https://example.org/api/greader.php")
    userField = TextField(tr("User name"))
    passwordField = TextField(tr("Password"))
    passwordField.hidesText = true
    for field in [serverField, userField, passwordField] { field.activatesDefault = true }
    serverField.onChange { text in form.server = text }
    userField.onChange { text in form.user = text }
    passwordField.onChange { text in form.password = text }
  }

  /// Signs in with what the fields hold; errors stay in the sheet.
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

  /// Cancels a sign-in under way: the sheet closed.
  func ended() {
    task?.cancel()
  }

  /// Replaces the server address, as typing would.
  func setServer(_ text: String) { serverField.text = text }

  #if DEBUG
    /// The inline message shown now (tests; debug builds only).
    var message: String { form.message }

    /// The user name and password as typed (tests; debug builds only).
    var typed: (user: String, password: String) { (form.user, form.password) }

    /// Whether the password field has the keyboard focus (tests; debug builds only).
    var isPasswordFocused: Bool { passwordField.isFocused }
  #endif
}

/// What the Add Sync Account sheet shows, observed by its widgets.
@MainActor @Observable
final class AccountForm {
  /// The server address, user name and password as the fields hold them.
  var server = ""
  var user = ""
  var password = ""
  /// The line under the fields: progress, or why the account could not be added.
  var message = ""
  /// Whether `message` says what went wrong.
  var isError = false
  /// Whether the sign-in is under way.
  var isSigningIn = false

  /// Whether Sign In can be pressed: every field filled and nothing under way.
  var canSignIn: Bool {
    !isSigningIn && !server.trimmingCharacters(in: .whitespaces).isEmpty && !user.isEmpty
      && !password.isEmpty
  }
}
