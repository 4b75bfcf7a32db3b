import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli account list`: one line per account with its last sync.
struct AccountListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the sync accounts.")

  @OptionGroup var database: FeedDatabaseOption

  func run() async throws {
    let store = try database.open()
    let accounts: [SyncAccount]
    do {
      accounts = try await store.accounts()
    } catch {
      throw Terminal.failure(error.description)
    }
    if accounts.isEmpty { print("No accounts: add one with `overshoot-cli account add`.") }
    for account in accounts {
      let last = account.lastSync.map { "last sync \($0.ISO8601Format())" } ?? "never synced"
      print("\(account.id)\t\(account.user)\t\(account.server.absoluteString)\t\(last)")
    }
  }
}
