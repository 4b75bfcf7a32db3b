import ArgumentParser

/// `overshoot-cli account add|list|remove`: Google Reader API accounts (Miniflux, FreshRSS, …).
struct AccountCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "account", abstract: "Add, list or remove Google Reader API sync accounts.",
    subcommands: [AccountAddCommand.self, AccountListCommand.self, AccountRemoveCommand.self])
}
