import Overshoot

/// The Add Sync Account sheet: the session's fields under a header bar with Cancel and Sign In,
/// which Enter in a field presses once all three are filled and no sign-in is running; the
/// server address has the focus as it shows.
struct AccountSheet: Widget {
  @Environment(\.dismiss) private var dismiss
  /// The showing of Add Sync Account this sheet is for.
  let session: AccountSession

  /// The fields and the status line, 440 points wide with their padding, titled, with two
  /// buttons.
  var body: some Widget {
    AccountView(
      server: session.serverField, user: session.userField, password: session.passwordField,
      form: session.form
    )
    // 440 points with AccountView's padding, which GTK puts outside the frame.
    .frame(width: 404)
    .navigationTitle(tr("Add Sync Account"))
    .toolbar {
      ToolbarItem(placement: .cancellationAction) {
        Button(tr("Cancel")) { dismiss() }
      }
      ToolbarItem(placement: .confirmationAction) {
        Button(tr("Sign In")) { session.submit() }.disabled(!session.form.canSignIn)
      }
    }
    .onAppear { session.serverField.focus() }
  }
}

/// What the Add Sync Account sheet shows: the server address, user name and password fields
/// and the status line observed from `form`.
struct AccountView: Widget {
  /// The server address, user name and password fields, which the session reads and focuses.
  let server: TextField
  let user: TextField
  let password: TextField
  /// What the sheet shows now.
  let form: AccountForm

  /// The hint, the three fields and the status line.
  var body: some Widget {
    VStack(spacing: 10) {
      Text(tr("Server address (Miniflux: its root; FreshRSS: …/api/greader.php)"))
        .leadingAligned()
      server.accessibilityLabel(tr("Server address"))
      user.accessibilityLabel(tr("User name"))
      password.accessibilityLabel(tr("Password"))
      DialogStatusLine(
        isBusy: form.isSigningIn, message: form.message, isError: form.isError)
    }.padding(18)
  }
}
