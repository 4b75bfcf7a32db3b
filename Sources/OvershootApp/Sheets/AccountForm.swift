import Observation

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
