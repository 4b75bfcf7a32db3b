import ArgumentParser
import FeedCore

/// `overshoot-cli outbox retry ID`: a refused or set-aside change goes out at the next sync,
/// its attempts counted afresh.
struct OutboxRetryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "retry", abstract: "Send a refused or set-aside change again at the next sync.")

  @OptionGroup var change: PendingChangeArgument

  func run() async throws {
    try await change.apply { store, id in try await store.retryPendingChange(id) }
    print("Change \(change.id) goes out at the next sync")
  }
}
