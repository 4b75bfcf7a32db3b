import ArgumentParser
import FeedCore

/// `overshoot-cli outbox retry ID`: a refused or set-aside change goes out at the next sync,
/// its attempts counted afresh.
struct OutboxRetryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "retry", abstract: "Send a refused or set-aside change again at the next sync.")

  @OptionGroup var database: FeedDatabaseOption

  @Argument(help: "The change's id (see `outbox list`).")
  var id: Int64

  func run() async throws {
    let store = try database.open()
    do {
      guard try await store.retryPendingChange(id) else {
        throw Terminal.failure("no queued change with id \(id): see `outbox list`")
      }
    } catch let error as StoreError {
      throw Terminal.failure(error.description)
    }
    print("Change \(id) goes out at the next sync")
  }
}
