import CSecret

/// Sync account passwords in the Secret Service (GNOME Keyring, KeePassXC, …) through
/// libsecret, keyed by server address and user name: never in the database or GSettings.
///
/// The calls block on D-Bus (the keyring may ask the user to unlock it), so call them off the
/// main thread in an app.
public struct SecretStore: Sendable {
  /// Creates a store on the session's Secret Service.
  public init() {}

  /// Stores or replaces the password of `user` at `server`, in the default collection.
  public func save(_ password: String, server: String, user: String) throws(SecretStoreError) {
    var error: UnsafeMutablePointer<GError>?
    let label = "Overshoot: \(user) at \(server)"
    if overshoot_secret_store(server, user, label, password, &error) == 0 {
      throw SecretStoreError(consuming: error, doing: "save the password")
    }
  }

  /// The password of `user` at `server`, or nil when none is stored.
  public func lookup(server: String, user: String) throws(SecretStoreError) -> String? {
    var error: UnsafeMutablePointer<GError>?
    guard let secret = overshoot_secret_lookup(server, user, &error) else {
      if error != nil { throw SecretStoreError(consuming: error, doing: "read the password") }
      return nil
    }
    defer { secret_password_free(secret) }
    return String(cString: secret)
  }

  /// Deletes the password of `user` at `server`; returns false when there was none.
  @discardableResult
  public func delete(server: String, user: String) throws(SecretStoreError) -> Bool {
    var error: UnsafeMutablePointer<GError>?
    if overshoot_secret_clear(server, user, &error) != 0 { return true }
    if error != nil { throw SecretStoreError(consuming: error, doing: "delete the password") }
    return false
  }
}
