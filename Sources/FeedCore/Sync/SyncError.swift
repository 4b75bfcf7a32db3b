import OvershootLocalization

/// Why a sync with a Google Reader API server failed. Nothing is stored half-way: the outbox
/// keeps every unsent change and the store keeps what the last complete sync brought.
public enum SyncError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The server refused the user name or password (HTTP 401/403, `Error=BadAuthentication`).
  case badCredentials(user: String)
  /// The server could not be reached (refused, unknown host, timed out, closed).
  case unreachable(server: String, reason: String)
  /// The secure connection failed (certificate, protocol).
  case tlsFailure(server: String)
  /// The address answers, but not as a Google Reader API endpoint.
  case notGReader(server: String, reason: String)
  /// The server answered a request with an unexpected HTTP status.
  case serverError(path: String, status: Int)
  /// The server answered the login with a 5xx: it is there, but failing.
  case serverFailing(server: String, status: Int)
  /// The store could not record what the sync brought.
  case store(StoreError)
  /// No account with this id.
  case noSuchAccount(Int64)

  /// A one-line message for the user.
  public var description: String {
    switch self {
    case .badCredentials(let user):
      return tr(
        "The server refused the password for %@: check the user name and the API password.", user)
    case .unreachable(let server, let reason):
      return tr("Cannot reach %@: %@", server, reason)
    case .tlsFailure(let server):
      return tr("The secure connection to %@ failed: its certificate is not trusted.", server)
    case .notGReader(let server, let reason):
      return tr(
        "%@ does not answer as a Google Reader API server (%@); check the address.", server, reason)
    case .serverError(let path, let status):
      return tr("The server answered %@ with HTTP %@.", path, status)
    case .serverFailing(let server, let status):
      return tr("The server at %@ is failing (HTTP %@); try again later.", server, status)
    case .store(let error): return error.description
    case .noSuchAccount(let id): return tr("No account with id %@.", id)
    }
  }
}
