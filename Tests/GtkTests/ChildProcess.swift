import Foundation

/// Runs a program to completion and collects what it printed, for tests that drive the built
/// `overshoot` and `overshoot-cli` as a user would.
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

  /// Runs `path` with `arguments` in `environment` and waits for it.
  static func run(_ path: String, _ arguments: [String], environment: [String: String]) throws
    -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
