import ArgumentParser
import FeedCore

/// The queued change `outbox retry` and `outbox drop` act on: the database and the change's id,
/// and one way to say that no change has that id.
struct PendingChangeArgument: ParsableArguments {
  @OptionGroup var database: FeedDatabaseOption

  @Argument(help: "The change's id (see `outbox list`).")
  var id: Int64

  /// Runs `action` for the change in the store; false from it means no change has the id.
  func apply(_ action: (FeedStore, Int64) async throws -> Bool) async throws {
    let store = try database.open()
    do {
      guard try await action(store, id) else {
        throw Terminal.failure("no queued change with id \(id): see `outbox list`")
      }
    } catch let error as StoreError {
      throw Terminal.failure(error.description)
    }
  }
}
