import ArgumentParser
import FeedCore

/// `overshoot-cli account remove ID`: forgets an account with its synced feeds and entries.
struct AccountRemoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove", abstract: "Remove a sync account with its synced feeds and entries.")

  @OptionGroup var database: FeedDatabaseOption

  @Argument(help: "The account's id (see `account list`).")
  var id: Int64

  func run() async throws {
    let store = try database.open()
    do {
      guard try await store.account(id) != nil else {
        throw Terminal.failure("no account with id \(id)")
      }
      try await store.removeAccount(id)
      print("Removed account \(id)")
    } catch let error as StoreError {
      throw Terminal.failure(error.description)
    }
  }
}
