import Foundation

/// One child process run to its end or to its deadline, whichever comes first.
struct ChildRun {
  /// The exit status (or the signal that ended it).
  var status: Int32
  /// Everything it wrote to stdout.
  var output: String
  /// Whether the deadline killed it.
  var timedOut: Bool

  /// Runs `executable` with `arguments`, adding `environment` to ours; kills it after
  /// `deadline` seconds so a hang fails with the command's name instead of stalling the bench.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    deadline: Double
  ) throws -> ChildRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let killer = DispatchWorkItem { [process] in
      if process.isRunning { process.terminate() }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: killer)
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let timedOut = !killer.isCancelled && process.terminationReason == .uncaughtSignal
    killer.cancel()
    return ChildRun(
      status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
      timedOut: timedOut)
  }

  /// This benchmark executable's own path, to run its measuring commands as children.
  static var selfPath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
  }

  /// The directory this executable was built into (where `overshoot` and the probe sit too).
  static var buildDirectory: URL {
    URL(fileURLWithPath: selfPath).deletingLastPathComponent()
  }
}
