import FeedCore
import Foundation

/// How the commands name an account: its id (as `account list` prints it), its user name, or
/// `user@host`.
enum AccountSelector {
  /// The accounts `text` names (all of them for nil), or a one-line failure.
  static func accounts(_ text: String?, in store: FeedStore) async throws -> [SyncAccount] {
    let all: [SyncAccount]
    do {
      all = try await store.accounts()
    } catch {
      throw Terminal.failure(error.description)
    }
    guard let text else {
      if all.isEmpty { throw Terminal.failure("no accounts: add one with `account add`") }
      return all
    }
    let found = all.filter {
      String($0.id) == text || $0.user == text || "\($0.user)@\($0.server.host ?? "")" == text
    }
    if found.isEmpty { throw Terminal.failure("no account \(text): see `account list`") }
    return found
  }

  /// The one account `text` names, or a one-line failure when it names none or several.
  static func account(_ text: String, in store: FeedStore) async throws -> SyncAccount {
    let found = try await accounts(text, in: store)
    guard found.count == 1 else {
      throw Terminal.failure(
        "\(text) names \(found.count) accounts (ids \(found.map { String($0.id) }.joined(separator: ", "))): give the id"
      )
    }
    return found[0]
  }
}
