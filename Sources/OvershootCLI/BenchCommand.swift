import ArgumentParser

/// `overshoot-cli bench …`: benchmarks that print figures and ratios against an in-run baseline.
struct BenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Benchmarks of the cores; each prints its figures and a ratio to an in-run baseline.",
    subcommands: [
      BenchDiffCommand.self,
      BenchPullCommand.self,
      BenchParseCommand.self,
      BenchRefreshCommand.self,
      BenchFetchCommand.self,
      BenchSearchCommand.self,
    ]
  )
}
