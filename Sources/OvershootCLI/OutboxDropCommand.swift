import ArgumentParser
import FeedCore

/// `overshoot-cli outbox drop ID`: forgets a queued change; the server's state shows at the
/// next sync.
struct OutboxDropCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "drop", abstract: "Forget a queued change; the server's state then shows.")

  @OptionGroup var change: PendingChangeArgument

  func run() async throws {
    try await change.apply { store, id in try await store.removePendingChange(id) }
    print("Dropped change \(change.id)")
  }
}
