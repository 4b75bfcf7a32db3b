import ArgumentParser
import FeedCore
import OvershootSecrets

/// `overshoot-cli account remove ID`: forgets an account with its synced feeds and entries, and
/// deletes its password from the Secret Service.
struct AccountRemoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: "Remove a sync account with its synced feeds and entries.")

  @OptionGroup var database: FeedDatabaseOption

  @Argument(help: "The account's id (see `account list`).")
  var id: Int64

  func run() async throws {
    let store = try database.open()
    do {
      guard let account = try await store.account(id) else {
        throw Terminal.failure("no account with id \(id)")
      }
      try await store.removeAccount(id)
      try SecretStore().delete(server: account.server.absoluteString, user: account.user)
      print("Removed account \(id)")
    } catch let error as StoreError {
      throw Terminal.failure(error.description)
    } catch let error as SecretStoreError {
      throw Terminal.failure("removed account \(id), but \(error.description)")
    }
  }
}
