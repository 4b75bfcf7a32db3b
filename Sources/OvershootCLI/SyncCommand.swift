import ArgumentParser
import FeedCore
import Foundation
import OvershootSecrets

/// `overshoot-cli sync [--account ID]`: sends queued changes and brings what changed on the
/// server, printing one summary line per account.
struct SyncCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract:
      "Sync with the Google Reader API accounts; passwords from the Secret Service (else asked).")

  @OptionGroup var database: FeedDatabaseOption

  @Option(help: "Sync only this account (default: all).")
  var account: Int64?

  @Option(help: "Seconds before one request to the server times out.")
  var timeout: Double = 30

  func run() async throws {
    let store = try database.open()
    let accounts: [SyncAccount]
    do {
      accounts = try await store.accounts().filter { account == nil || $0.id == account }
    } catch {
      throw Terminal.failure(error.description)
    }
    if accounts.isEmpty {
      throw Terminal.failure(
        account.map { "no account with id \($0)" } ?? "no accounts: add one with `account add`")
    }
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
        for refusal in report.refused { Terminal.warn("the server refused to \(refusal)") }
      } catch {
        failed += 1
        FileHandle.standardError.write(Data("error: \(account.id): \(error.description)\n".utf8))
      }
    }
    if failed > 0 { throw ExitCode.failure }
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
