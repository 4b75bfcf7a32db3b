import FeedCore
import Foundation

/// Adds a Google Reader API account the one way the CLI and the app both use: checks the
/// address, logs in (ClientLogin), keeps the password with `keeper`, then adds the account to
/// the store, taking the password back if the store fails. Nothing is stored half-way.
///
/// The keeper's calls block on D-Bus (the keyring may ask to be unlocked): an app runs
/// `enroll` off the main thread.
public struct AccountEnrollment: Sendable {
  private let store: FeedStore
  private let keeper: any PasswordKeeper
  private let fetcher: FeedFetcher?

  /// Enrolls into `store`, keeping passwords with `keeper` (the Secret Service by default);
  /// `fetcher` carries the login (the sync client's default policy when nil).
  public init(
    store: FeedStore, keeper: any PasswordKeeper = SecretStore(), fetcher: FeedFetcher? = nil
  ) {
    self.store = store
    self.keeper = keeper
    self.fetcher = fetcher
  }

  /// `text` as a server address: http or https with a host, surrounding spaces ignored.
  public static func serverAddress(_ text: String) throws(EnrollmentError) -> URL {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
    else { throw .notAnAddress(trimmed) }
    return url
  }

  /// Logs `user` in at `server` with `password`, keeps the password and adds the account.
  public func enroll(server: String, user: String, password: String)
    async throws(EnrollmentError) -> SyncAccount
  {
    let url = try Self.serverAddress(server)
    let client = GReaderClient(server: url, user: user, password: password, fetcher: fetcher)
    do {
      try await client.login()
    } catch {
      throw .login(error)
    }
    do {
      try keeper.save(password, server: url.absoluteString, user: user)
    } catch {
      throw .noKeyring(reason: error.reason)
    }
    do {
      return try await store.addAccount(server: url, user: user)
    } catch {
      // No stored password without its account.
      _ = try? keeper.delete(server: url.absoluteString, user: user)
      throw .store(error)
    }
  }
}
