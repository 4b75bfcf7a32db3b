import Overshoot

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
