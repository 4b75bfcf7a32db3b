import ArgumentParser
import Foundation

/// `overshoot-benchmarks cores …`: benchmarks of the GTK-free cores that print figures and
/// ratios against an in-run baseline. They need no display.
struct CoreBenchmarksCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "overshoot-benchmarks cores",
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

  /// Parses `arguments` (what follows `cores`), runs the command they name and exits. The
  /// commands are async, and main.swift stays synchronous (the GTK benches iterate GLib's main
  /// loop from it, which must not run inside a main-queue job), so this drains the main queue
  /// itself.
  static func runAndExit(_ arguments: [String]) -> Never {
    Task {
      await main(arguments)
      Foundation.exit(0)
    }
    dispatchMain()
  }
}
