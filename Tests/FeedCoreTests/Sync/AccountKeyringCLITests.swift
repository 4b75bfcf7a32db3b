import FeedCore
import Foundation
import TestSupport
import Testing

/// `overshoot-cli account add/remove` keep the password in a real Secret Service (gnome-keyring
/// on a private session bus, unlocked with an empty password) and never in the database; a bad
/// password, an unreachable server, an untrusted certificate and a server that is not a Google
/// Reader API each get a clear message and store nothing. The loopback feed server answers the login.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct AccountKeyringCLITests {
  static var cli: URL? { InterruptedMergeTests.cli }

  /// Why the keyring test cannot run here, or nil.
  static var keyringMissing: String? {
    let tools = ["dbus-run-session", "gnome-keyring-daemon", "secret-tool", "gdbus"]
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    let missing = tools.filter { tool in
      !path.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }
    return missing.isEmpty ? nil : "needs \(missing.joined(separator: ", "))"
  }

  /// Runs in a fresh session bus with a fresh, unlocked keyring: adds an account (the password
  /// on stdin), reads the password back with secret-tool, tries a wrong password for a second
  /// user, removes the first account and reads again. The keyring daemon is started and ended
  /// here by its pid, so nothing outlives the run holding the test's pipes.
  private static let script = """
    set -eu
    cli=$1 db=$2 server=$3 home=$4
    export HOME=$home XDG_DATA_HOME=$home/data XDG_RUNTIME_DIR=$home/run
    mkdir -p "$XDG_DATA_HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
    echo | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null 2>&1 &
    keyring=$!
    trap 'kill $keyring 2>/dev/null; wait $keyring 2>/dev/null || true' EXIT
    gdbus wait --session --timeout 20 org.freedesktop.secrets
    echo right-password | "$cli" account add --db "$db" --server "$server" --user reader
    echo "stored=$(secret-tool lookup server "$server" user reader)"
    if echo not-it | "$cli" account add --db "$db" --server "$server" --user other; then
      echo "wrong password accepted"
    fi
    echo "other=$(secret-tool lookup server "$server" user other || true)"
    cp "$db" "$home/database-copy"
    "$cli" account remove --db "$db" 1
    echo "removed=$(secret-tool lookup server "$server" user reader || true)"
    """

  /// Starts the session bus with a clean slate: the test's child inherits a dispatch worker
  /// thread's signal mask (nearly everything blocked, SIGTERM included, so neither dbus-daemon
  /// nor the keyring would ever end) and descriptors Foundation watches to learn that the child
  /// ended. Both are reset here, before anything long-lived starts.
  private static let launcher = """
    import os, signal, sys
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    os.closerange(3, 4096)
    os.execvp("dbus-run-session", ["dbus-run-session", "--", "bash"] + sys.argv[1:])
    """

  @Test(
    .enabled(if: cli != nil, "needs the built overshoot-cli"),
    .enabled(if: keyringMissing == nil, "\(keyringMissing ?? "")"))
  func thePasswordLivesInTheKeyringAndNeverInTheDatabase() async throws {
    let folder = try TemporaryDirectory()
    let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
    let address = server.url("/greader").absoluteString
    let database = folder.file("feeds.sqlite")
    let script = folder.file("keyring-test.sh")
    try Data(Self.script.utf8).write(to: script)
    let run = try DeadlineProcess.run(
      "/usr/bin/env",
      [
        "python3", "-c", Self.launcher, script.path, try #require(Self.cli).path,
        database.path, address, folder.url.path,
      ], seconds: 60, throwOnTimeout: false)
    #expect(!run.timedOut, "the keyring script hung; it printed: \(run.stdoutText) \(run.stderr)")
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdoutText.split(separator: "\n").map(String.init)
    #expect(lines.contains("stored=right-password"), "\(lines) \(run.stderr)")
    #expect(!lines.contains("wrong password accepted"))
    #expect(lines.contains("other="), "a refused login stored no password")
    #expect(lines.contains("removed="), "account remove deleted the password")
    #expect(run.stderr.contains("refused the password for other"), "\(run.stderr)")
    // The database as it was with the account in it (WAL included) holds no password bytes.
    var bytes = try Data(contentsOf: folder.file("database-copy"))
    for suffix in ["-wal", "-shm"] {
      bytes += (try? Data(contentsOf: URL(fileURLWithPath: database.path + suffix))) ?? Data()
    }
    #expect(bytes.range(of: Data("right-password".utf8)) == nil)
    let store = try FeedStore(url: database)
    #expect(try await store.accounts().isEmpty)
  }

  @Test(.enabled(if: cli != nil, "needs the built overshoot-cli"))
  func unreachableUntrustedAndNonGReaderServersAreNamedAndStoreNothing() async throws {
    let folder = try TemporaryDirectory()
    let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
    let database = folder.file("feeds.sqlite")
    let cli = try #require(Self.cli).path
    // A port nothing listens on: a feed server's, released at once (deinit waits for its exit).
    let gone = try "http://127.0.0.1:\(FeedServerProcess(script: FeedServerProcess.script).port)/"
    // A self-signed certificate: the same login route behind TLS nobody trusts.
    let untrusted = try FeedServerProcess(
      script: FeedServerProcess.script, deadline: 120, tls: true)
    let cases = [
      (gone, "Cannot reach"),
      (server.url("/").absoluteString, "does not answer as a Google Reader API server"),
      (untrusted.url("/greader").absoluteString, "its certificate is not trusted"),
    ]
    for (address, message) in cases {
      let run = try DeadlineProcess.run(
        cli, ["account", "add", "--db", database.path, "--server", address, "--user", "reader"],
        input: Data("right-password\n".utf8), seconds: 30)
      #expect(run.status != 0)
      #expect(run.stderr.contains(message), "\(address): \(run.stderr)")
    }
    #expect(try await FeedStore(url: database).accounts().isEmpty)
  }
}
