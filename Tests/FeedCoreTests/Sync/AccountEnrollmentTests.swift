import FeedCore
import Foundation
import OvershootSecrets
import SecretsTestSupport
import TestSupport
import Testing

/// `AccountEnrollment` names each way adding an account fails, points at the field to fix, and
/// stores nothing half-way; the loopback feed server answers the Google Reader API login.
@Suite(.timeLimit(.minutes(2)))
struct AccountEnrollmentTests {
  private func enroll(
    _ server: String, password: String, keeper: MemoryKeeper, store: FeedStore
  ) async -> EnrollmentError? {
    do {
      _ = try await AccountEnrollment(store: store, keeper: keeper)
        .enroll(server: server, user: "reader", password: password)
      return nil
    } catch {
      return error
    }
  }

  @Test func theRightPasswordKeepsItAndAddsTheAccount() async throws {
    let folder = try TemporaryDirectory()
    let store = try FeedStore(url: folder.file("feeds.sqlite"))
    let server = try FeedServerProcess(script: FeedServerProcess.script)
    let keeper = MemoryKeeper()
    let address = server.url("/greader").absoluteString
    let error = await enroll(address, password: "right-password", keeper: keeper, store: store)
    #expect(error == nil, "\(error.map(\.description) ?? "")")
    #expect(keeper.stored.count == 1)
    #expect(try await store.accounts().map(\.user) == ["reader"])
  }

  @Test func eachFailureIsNamedPointsAtItsFieldAndStoresNothing() async throws {
    let folder = try TemporaryDirectory()
    let store = try FeedStore(url: folder.file("feeds.sqlite"))
    let server = try FeedServerProcess(script: FeedServerProcess.script)
    // A port nothing listens on: a feed server's, released at once (deinit waits for its exit).
    let gone = try "http://127.0.0.1:\(FeedServerProcess(script: FeedServerProcess.script).port)/"
    let greader = server.url("/greader").absoluteString
    let untrusted = try FeedServerProcess(script: FeedServerProcess.script, tls: true)
    let cases: [(String, String, EnrollmentError.Field?, String)] = [
      ("ftp://example.org/", "right-password", .server, "is not an http(s) address"),
      ("https://", "right-password", .server, "is not an http(s) address"),
      (greader, "not-it", .password, "refused the password for reader"),
      (server.url("/page").absoluteString, "right-password", .server, "Google Reader API"),
      (server.url("/").absoluteString, "right-password", .server, "Google Reader API"),
      (gone, "right-password", .server, "Cannot reach"),
      (untrusted.url("/greader").absoluteString, "right-password", .server, "not trusted"),
    ]
    let keeper = MemoryKeeper()
    for (address, password, field, message) in cases {
      let error = await enroll(address, password: password, keeper: keeper, store: store)
      #expect(error?.field == field, "\(address): \(error.map(\.description) ?? "no error")")
      #expect(
        error?.description.contains(message) == true, "\(address): \(String(describing: error))")
    }
    #expect(keeper.stored.count == 0)
    #expect(try await store.accounts().isEmpty)
  }

  @Test func aRefusingKeyringIsSaidPlainlyAndAddsNoAccount() async throws {
    let folder = try TemporaryDirectory()
    let store = try FeedStore(url: folder.file("feeds.sqlite"))
    let server = try FeedServerProcess(script: FeedServerProcess.script)
    let reason = "Object does not exist at path /org/freedesktop/secrets/collection/login"
    let error = await enroll(
      server.url("/greader").absoluteString, password: "right-password",
      keeper: MemoryKeeper(refusal: reason), store: store)
    #expect(error?.description == "No keyring is available to keep the password: \(reason)")
    #expect(error?.field == nil)
    #expect(try await store.accounts().isEmpty)
  }
}
