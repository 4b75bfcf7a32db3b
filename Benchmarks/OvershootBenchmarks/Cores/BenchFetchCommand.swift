import ArgumentParser
import FeedCore
import Foundation
import TestSupport

/// `overshoot-benchmarks cores fetch`: runs `overshoot-cli refresh` as a child against each hostile
/// server behaviour of the loopback test server, and prints each run's peak resident memory and
/// time against a well-behaved feed measured in the same run; then the whole hostile set at
/// once, several times, against the 200 MB bound.
struct BenchFetchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fetch",
    abstract: "Refresh hostile feeds in a child process; print peak RSS and time per kind.")

  /// The routes of `feed_server.py` measured, with what each does.
  static let kinds: [(path: String, label: String)] = [
    ("/endless", "endless body"),
    ("/lying-length", "lying Content-Length"),
    ("/huge-length", "Content-Length of 4 GB"),
    ("/gzip-bomb", "gzip bomb, 512 MB decoded"),
    ("/drip", "1 byte/s drip"),
    ("/huge-headers", "endless headers"),
    ("/redirect-forever/1", "endless redirects"),
    ("/reset", "connection reset"),
    ("/close", "closed with no response"),
  ]

  @Option(help: "The loopback test server (run from the repository root, or give its path).")
  var server = "Tests/FeedCoreTests/Fixtures/feed_server.py"

  @Option(help: "Runs of the whole hostile set at once.")
  var runs = 10

  @Option(help: "Feeds fetched at once in the whole-set runs.")
  var concurrency = 6

  @Option(help: "Seconds before one feed's fetch times out (the low-speed rule takes half).")
  var timeout: Double = 10

  @Option(help: "The overshoot-cli to measure (default: the one built next to this executable).")
  var cli: String?

  func run() async throws {
    guard FileManager.default.fileExists(atPath: server) else {
      throw BenchFailure(
        "no loopback test server at \(server): run from the repository root or pass --server")
    }
    let program = cli ?? ChildRun.buildDirectory.appendingPathComponent("overshoot-cli").path
    guard FileManager.default.isExecutableFile(atPath: program) else {
      throw BenchFailure("no overshoot-cli at \(program): build it first or pass --cli")
    }
    let perRun = timeout + 20
    let loopback = try FeedServerProcess(
      script: URL(fileURLWithPath: server), deadline: perRun * Double(Self.kinds.count + runs + 1))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-bench-fetch-\(getpid())", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    func refresh(_ paths: [String], name: String) async throws -> PeakMemoryChild.Result {
      let database = folder.appendingPathComponent("\(name).sqlite")
      if !FileManager.default.fileExists(atPath: database.path) {
        let store = try FeedStore(url: database)
        for path in paths { try await store.addFeed(url: loopback.url(path), title: path) }
      }
      return try PeakMemoryChild.run(
        program,
        [
          "refresh", "--db", database.path, "--concurrency", "\(concurrency)", "--timeout",
          "\(timeout)",
        ], deadline: perRun)
    }

    print("\(program) refresh, peak RSS of the child process (wait4), timeout \(timeout) s")
    let baseline = try await refresh(["/feed.xml"], name: "baseline")
    print(row("well-behaved feed (baseline)", baseline, baseline))
    for (index, kind) in Self.kinds.enumerated() {
      print(row(kind.label, try await refresh([kind.path], name: "kind\(index)"), baseline))
    }
    var peaks: [Int] = []
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
      let result = try await refresh(Self.kinds.map(\.path) + ["/feed.xml"], name: "all")
      peaks.append(result.peakBytes)
      times.append(result.seconds)
    }
    let worst = peaks.max() ?? 0
    print(
      "all \(Self.kinds.count + 1) feeds at concurrency \(concurrency), \(peaks.count) runs: "
        + "peak RSS \(peaks.map { megabytes($0) }.joined(separator: ", ")) MB")
    print(
      String(
        format: "worst %@ MB = %.2fx baseline; slowest run %.2f s; bound 200 MB: %@",
        megabytes(worst), Double(worst) / Double(baseline.peakBytes), times.max() ?? 0,
        worst < 200 << 20 ? "every run under it" : "EXCEEDED"))
  }

  private func row(
    _ label: String, _ result: PeakMemoryChild.Result, _ baseline: PeakMemoryChild.Result
  ) -> String {
    let outcome =
      result.stdout.split(separator: "\n").first { $0.hasPrefix("[1/1]") }
      .map { String($0.dropFirst(6)) } ?? "(no result line)"
    let ratio = Double(result.peakBytes) / Double(baseline.peakBytes)
    let name = label.padding(toLength: 30, withPad: " ", startingAt: 0)
    return String(
      format: "%@ %@ MB %5.2fx %6.2f s  %@", name, megabytes(result.peakBytes), ratio,
      result.seconds, outcome)
  }

  private func megabytes(_ bytes: Int) -> String {
    String(format: "%6.1f", Double(bytes) / Double(1 << 20))
  }
}
