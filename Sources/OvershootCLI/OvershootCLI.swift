import ArgumentParser
import OvershootRelease

/// `overshoot-cli`: Overshoot's cores from the command line, without a display.
@main
struct OvershootCLI: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "overshoot-cli",
    abstract: "Overshoot's pull-to-refresh, list-diff and feed cores, without a display.",
    version: OvershootVersion.string,
    subcommands: [
      ReplayCommand.self,
      ParseCommand.self,
      DiffCommand.self,
      RefreshCommand.self,
      AddCommand.self,
      RemoveCommand.self,
      ListCommand.self,
      SearchCommand.self,
      ReadCommand.self,
      UnreadCommand.self,
      StarCommand.self,
      UnstarCommand.self,
      AccountCommand.self,
      SyncCommand.self,
      OutboxCommand.self,
    ]
  )
}
