import ArgumentParser
import FeedCore
import Foundation
import OvershootSecrets

/// `overshoot-cli account add --server URL --user NAME`: checks the password with the server
/// (ClientLogin) and only then stores the account (`AccountEnrollment`, as the app does); the
/// password is read from the terminal or standard input and kept in the Secret Service, never
/// in the database.
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
    let url: URL
    do {
      url = try AccountEnrollment.serverAddress(server)
    } catch {
      throw Terminal.failure(error.description)
    }
    guard let password = PasswordPrompt.read(prompt: "Password for \(user): "), !password.isEmpty
    else {
      throw Terminal.failure("no password given")
    }
    let store = try database.open()
    do {
      let account = try await AccountEnrollment(store: store)
        .enroll(server: url.absoluteString, user: user, password: password)
      print("Account \(account.id): \(user) at \(url.absoluteString)")
    } catch {
      throw Terminal.failure(error.description)
    }
  }
}
