import Foundation
import TestSupport
import Testing

/// The runner every test uses for child processes kills a hung child, and what it started, on
/// time, so a hang in CI fails in a minute naming the command.
@Suite struct DeadlineProcessTests {
  @Test func aChildThatHangsIsKilledWithWhatItStartedAtTheDeadline() throws {
    let started = Date()
    let result = try DeadlineProcess.run(
      "/bin/sh", ["-c", "sleep 30 & sleep 30"], seconds: 1, throwOnTimeout: false)
    #expect(result.timedOut)
    // The grandchild `sleep 30 &` holds the pipes too: only a group kill returns this early.
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func aHungChildThrowsALineNamingTheTestAndTheCommand() {
    #expect {
      _ = try DeadlineProcess.run("/bin/sleep", ["30"], seconds: 1, test: "SomeTests.testHang")
    } throws: { error in
      "\(error)" == "SomeTests.testHang: killed `/bin/sleep 30` after its 1 s deadline"
    }
  }

  @Test func aChildThatFinishesReportsItsStatusAndOutput() throws {
    let result = try DeadlineProcess.run(
      "/bin/sh", ["-c", "cat; echo oops >&2; exit 3"], input: Data("hello".utf8))
    #expect(!result.timedOut)
    #expect(result.status == 3)
    #expect(result.stdoutText == "hello")
    #expect(result.stderr == "oops\n")
  }
}
