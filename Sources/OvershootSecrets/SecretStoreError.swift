import CSecret

/// The Secret Service could not be reached or refused: no keyring daemon, a locked keyring the
/// user did not unlock, no session bus.
public struct SecretStoreError: Error, Sendable, CustomStringConvertible {
  /// What failed and why, for the user.
  public let description: String
  /// The Secret Service's own words for the failure (libsecret's message).
  public let reason: String

  /// Takes the message out of `error` (and frees it).
  init(consuming error: UnsafeMutablePointer<GError>?, doing action: String) {
    let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
    if let error { g_error_free(error) }
    self.init(reason: reason, doing: action)
  }

  /// A failure to do `action` (“save the password”) for `reason`, as a keeper reports it.
  public init(reason: String, doing action: String) {
    self.reason = reason
    description =
      "could not \(action) in the Secret Service (\(reason)); is a keyring such as "
      + "gnome-keyring running and unlocked?"
  }
}
