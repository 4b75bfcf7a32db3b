import Foundation
import OvershootSecrets

/// Keeps sync passwords in memory, or refuses every call like a missing or locked keyring: the
/// tests' stand-in for the Secret Service (a real keyring inside the GTK test process could
/// prompt; the CLI's keyring test covers that).
public final class MemoryKeeper: PasswordKeeper, @unchecked Sendable {
  // @unchecked: `passwords` is guarded by `lock`; `refusal` never changes.
  private let lock = NSLock()
  private var passwords: [String: String] = [:]
  /// The keyring's reason for refusing, or nil when it works.
  public let refusal: String?

  /// A keeper that works, or refuses every call with `refusal`.
  public init(refusal: String? = nil) { self.refusal = refusal }

  /// Keeps `password` for `user` at `server`, unless refusing.
  public func save(_ password: String, server: String, user: String) throws(SecretStoreError) {
    if let refusal { throw SecretStoreError(reason: refusal, doing: "save the password") }
    lock.withLock { passwords[server + " " + user] = password }
  }

  /// The password kept for `user` at `server`, unless refusing.
  public func lookup(server: String, user: String) throws(SecretStoreError) -> String? {
    if let refusal { throw SecretStoreError(reason: refusal, doing: "read the password") }
    return lock.withLock { passwords[server + " " + user] }
  }

  /// Forgets the password of `user` at `server`, unless refusing.
  public func delete(server: String, user: String) throws(SecretStoreError) -> Bool {
    if let refusal { throw SecretStoreError(reason: refusal, doing: "delete the password") }
    return lock.withLock { passwords.removeValue(forKey: server + " " + user) != nil }
  }

  /// The passwords kept.
  public var stored: [String] { lock.withLock { Array(passwords.values) } }
}
