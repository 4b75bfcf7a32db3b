/// Where an enrolled account's password is kept: the Secret Service (`SecretStore`), or any
/// other keeper that stores by server address and user name.
public protocol PasswordKeeper: Sendable {
  /// Stores or replaces the password of `user` at `server`.
  func save(_ password: String, server: String, user: String) throws(SecretStoreError)
  /// The password of `user` at `server`, or nil when none is stored.
  func lookup(server: String, user: String) throws(SecretStoreError) -> String?
  /// Deletes the password of `user` at `server`; returns false when there was none.
  @discardableResult
  func delete(server: String, user: String) throws(SecretStoreError) -> Bool
}

extension SecretStore: PasswordKeeper {}
