import Foundation
import TestSupport

/// Runs a program to completion and collects what it printed, for tests that drive the built
/// `overshoot` and `overshoot-cli` as a user would. Every run has a deadline (60 s at most);
/// a child that hangs is killed and the test fails naming the command.
enum ChildProcess {
  /// How a run ended.
  struct Result {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let stdout: String
    /// Everything written to standard error.
    let stderr: String
  }

  /// Runs `path` with `arguments` in `environment` and waits for it, at most `seconds`.
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String],
    seconds: Double = DeadlineProcess.maximumSeconds, test: String = #function
  ) throws -> Result {
    let result = try DeadlineProcess.run(
      path, arguments, environment: environment, seconds: seconds, test: test)
    return Result(status: result.status, stdout: result.stdoutText, stderr: result.stderr)
  }
}
