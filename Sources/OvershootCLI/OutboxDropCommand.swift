import ArgumentParser
import FeedCore

/// `overshoot-cli outbox drop ID`: forgets a queued change; the server's state shows at the
/// next sync.
struct OutboxDropCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "drop", abstract: "Forget a queued change; the server's state then shows.")

  @OptionGroup var database: FeedDatabaseOption

  @Argument(help: "The change's id (see `outbox list`).")
  var id: Int64

  func run() async throws {
    let store = try database.open()
    do {
      guard try await store.removePendingChange(id) else {
        throw Terminal.failure("no queued change with id \(id): see `outbox list`")
      }
    } catch let error as StoreError {
      throw Terminal.failure(error.description)
    }
    print("Dropped change \(id)")
  }
}
