import ArgumentParser
import FeedCore
import Foundation

/// `--db PATH`, shared by the store commands; defaults to the app's own database.
struct FeedDatabaseOption: ParsableArguments {
  @Option(
    name: .customLong("db"), help: "The database file (default: the app's, in XDG_DATA_HOME).")
  var path: String?

  /// Opens the store, or fails with one line.
  func open() throws -> FeedStore {
    let url = path.map { URL(fileURLWithPath: NSString(string: $0).expandingTildeInPath) }
    do {
      return try FeedStore(url: url ?? StoreLocation.defaultDatabaseURL())
    } catch {
      throw Terminal.failure(error.description)
    }
  }
}
