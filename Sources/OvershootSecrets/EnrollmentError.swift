import FeedCore
import OvershootLocalization

/// Why an account could not be added; nothing was stored (no password without its account, no
/// account without its password).
public enum EnrollmentError: Error, Sendable, CustomStringConvertible {
  /// The server address is not an http or https address with a host.
  case notAnAddress(String)
  /// The login failed: wrong password, unreachable server, TLS, not a Google Reader API.
  case login(SyncError)
  /// The Secret Service is missing or refused to keep the password (libsecret's reason).
  case noKeyring(reason: String)
  /// The feed database could not record the account.
  case store(StoreError)

  /// The entry the user should fix, in the order a form asks for them.
  public enum Field: Sendable, Hashable {
    /// The server address.
    case server
    /// The password (or the user name with it).
    case password
  }

  /// The field at fault, or nil when no field can fix it (keyring, database).
  public var field: Field? {
    switch self {
    case .notAnAddress: return .server
    case .login(.badCredentials): return .password
    case .login: return .server
    case .noKeyring, .store: return nil
    }
  }

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .notAnAddress(let text): return tr("%@ is not an http(s) address", text)
    case .login(let error): return error.description
    case .noKeyring(let reason):
      return tr("No keyring is available to keep the password: %@", reason)
    case .store(let error): return error.description
    }
  }
}
