import ArgumentParser
import FeedCore
import Foundation

/// `overshoot-cli outbox list`: one line per queued change: id, account, state, the change.
struct OutboxListCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the changes waiting for sync accounts' servers.")

  @OptionGroup var database: FeedDatabaseOption

  func run() async throws {
    let store = try database.open()
    do {
      let rows = try await store.pendingChanges()
      if rows.isEmpty { print("Nothing queued.") }
      for row in rows {
        let titles = try await store.titles(of: row.change, account: row.accountID)
        let action = RefusedChange(change: row.change, titles: titles, status: 0).action
        print("\(row.id)\taccount \(row.accountID)\t\(Self.state(row))\t\(action)")
      }
    } catch {
      throw Terminal.failure(error.description)
    }
  }

  /// "queued", "refused 2× (HTTP 500), next try after …", "set aside after 5 tries (HTTP 500)".
  static func state(_ row: PendingChange) -> String {
    let status = row.lastStatus.map { " (HTTP \($0))" } ?? ""
    if row.isParked { return "set aside after \(row.attempts) tries\(status)" }
    guard row.attempts > 0 else { return "queued" }
    let due = row.nextAttempt.map { ", next try after \($0.ISO8601Format())" } ?? ""
    return "refused \(row.attempts)×\(status)\(due)"
  }
}
