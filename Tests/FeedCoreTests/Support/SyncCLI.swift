import Foundation
import TestSupport
import Testing

/// Runs the built `overshoot-cli` on one store, with no Secret Service (the CLI warns and reads
/// the password from stdin, which gets `password`), each run within a deadline.
struct SyncCLI {
  /// The built CLI, when there is one.
  static var path: URL? { InterruptedMergeTests.cli }

  /// The store file.
  let database: URL
  /// The password `sync` reads from stdin.
  var password = "any"

  /// `overshoot-cli ARGUMENTS… --db DATABASE`.
  func run(_ arguments: [String], test: String = #function) throws -> DeadlineProcess.Result {
    let cli = try #require(Self.path)
    return try DeadlineProcess.run(
      cli.path, arguments + ["--db", database.path],
      environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent", "PATH": "/usr/bin:/bin"],
      input: Data((password + "\n").utf8), seconds: 60, test: test)
  }

  /// The id `search WORDS` prints first (its line: marks, id, date, feed and title).
  func entryID(_ words: String) throws -> Int64 {
    let line = try run(["search", words]).stdoutText.split(separator: "\n").first ?? ""
    return try #require(Int64(line.dropFirst(3).prefix { $0 != "\t" }), "no id in \(line)")
  }
}
