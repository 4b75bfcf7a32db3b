import ArgumentParser
import FeedCore
import Foundation
import OvershootSecrets

/// `overshoot-cli sync [--account ID]`: sends queued changes and brings what changed on the
/// server, printing one summary line per account and a warning for each change the server
/// refused (tried again at later syncs, then set aside: see `outbox`).
struct SyncCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract:
      "Sync with the Google Reader API accounts; passwords from the Secret Service (else asked).")

  @OptionGroup var database: FeedDatabaseOption

  @Option(help: "Sync only this account: id, user or user@host (default: all).")
  var account: String?

  @Option(help: "Seconds before one request to the server times out.")
  var timeout: Double = 30

  func run() async throws {
    let store = try database.open()
    let accounts = try await AccountSelector.accounts(account, in: store)
    var failed = 0
    for account in accounts {
      guard let password = try password(of: account) else {
        throw Terminal.failure("no password given for account \(account.id)")
      }
      let client = GReaderClient(
        server: account.server, user: account.user, password: password,
        fetcher: FeedFetcher(policy: FetchPolicy(timeout: timeout, maxBytes: 16 << 20)))
      do {
        let report = try await SyncEngine(store: store).sync(account.id, client: client)
        print("\(account.id) \(account.user): \(report.summaryLine)")
        for refusal in report.refused { Terminal.warn(Self.line(refusal)) }
        // Only a reminder: a store that cannot list them now still synced.
        let parked =
          (try? await store.pendingChanges(account: account.id))?.filter(\.isParked) ?? []
        if !parked.isEmpty {
          Terminal.warn(
            "\(parked.count) changes for account \(account.id) are set aside: "
              + "see `overshoot-cli outbox`")
        }
      } catch {
        failed += 1
        FileHandle.standardError.write(Data("error: \(account.id): \(error.description)\n".utf8))
      }
    }
    if failed > 0 { throw ExitCode.failure }
  }

  /// "the server refused to star “Alpha”: …; set aside after 5 tries (`outbox retry 7` or
  /// `outbox drop 7`)".
  static func line(_ refusal: RefusedChange) -> String {
    let hint =
      refusal.isParked
      ? refusal.outboxID.map { " (`outbox retry \($0)` or `outbox drop \($0)`)" } ?? "" : ""
    return "the server refused to \(refusal)\(hint)"
  }

  /// The account's password from the Secret Service; asked for when none is stored there.
  private func password(of account: SyncAccount) throws -> String? {
    do {
      if let stored = try SecretStore().lookup(
        server: account.server.absoluteString, user: account.user)
      {
        return stored
      }
    } catch {
      Terminal.warn(error.description)
    }
    return PasswordPrompt.read(
      prompt: "Password for \(account.user) at \(account.server.absoluteString): ")
  }
}
