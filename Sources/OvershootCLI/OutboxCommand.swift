import ArgumentParser

/// `overshoot-cli outbox [list] | retry ID | drop ID`: the changes queued for sync accounts'
/// servers, and what to do with one the server refused.
struct OutboxCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "outbox",
    abstract: "List queued sync changes; retry or drop one the server refused.",
    discussion: """
      A change the server refuses is tried again at later syncs (1, 4, 16, 64 minutes apart), \
      then set aside; the changes behind it go out meanwhile. `retry ID` sends it again at the \
      next sync; `drop ID` forgets it (the server's state then shows at the next sync).
      """,
    subcommands: [OutboxListCommand.self, OutboxRetryCommand.self, OutboxDropCommand.self],
    defaultSubcommand: OutboxListCommand.self)
}
