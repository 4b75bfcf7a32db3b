import ArgumentParser
import FeedCore
import Foundation
import OvershootSecrets

/// `overshoot-cli account add --server URL --user NAME`: checks the password with the server
/// (ClientLogin) and only then stores the account; the password is read from the terminal or
/// standard input and kept in the Secret Service, never in the database.
struct AccountAddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add a Google Reader API account; the password is read from the terminal or stdin.")

  @OptionGroup var database: FeedDatabaseOption

  @Option(help: "The API's address (Miniflux: its root; FreshRSS: …/api/greader.php).")
  var server: String

  @Option(help: "The user name.")
  var user: String

  func run() async throws {
    guard let url = URL(string: server), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host != nil
    else {
      throw Terminal.failure("\(server) is not an http(s) address")
    }
    guard let password = PasswordPrompt.read(prompt: "Password for \(user): "), !password.isEmpty
    else {
      throw Terminal.failure("no password given")
    }
    let client = GReaderClient(server: url, user: user, password: password)
    do {
      try await client.login()
    } catch {
      throw Terminal.failure(error.description)
    }
    let store = try database.open()
    let secrets = SecretStore()
    do {
      try secrets.save(password, server: url.absoluteString, user: user)
    } catch {
      throw Terminal.failure(error.description)
    }
    do {
      let account = try await store.addAccount(server: url, user: user)
      print("Account \(account.id): \(user) at \(url.absoluteString)")
    } catch {
      // Nothing half-way: no stored password without its account.
      _ = try? secrets.delete(server: url.absoluteString, user: user)
      throw Terminal.failure(error.description)
    }
  }
}
