import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to its end under a deadline and reports its peak resident memory, read from
/// the kernel's accounting of that one child (`wait4`), so nothing else in the test process
/// can inflate the figure.
enum MeasuredChild {
  /// How a run ended.
  struct Result {
    /// The exit status, or -1 when it was killed at the deadline.
    let status: Int32
    /// Everything the program wrote to standard output.
    let stdout: String
    /// Its peak resident set size, in bytes.
    let peakBytes: Int
    /// How long it ran, in seconds.
    let seconds: TimeInterval
  }

  /// A run that passed its deadline, named after the command so a hang says what hung.
  struct DeadlineExceeded: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `executable` with `arguments`, adding `environment` to this process's own; kills it
  /// after `deadline` seconds (at most 60) and throws, naming the command.
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    deadline: TimeInterval = 60
  ) throws -> Result {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-child-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = [executable.path] + arguments
    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let envp = merged.map { "\($0.key)=\($0.value)" }
    let started = Date()
    var pid: pid_t = 0
    let spawned = withCStrings(argv) { argvPointers in
      withCStrings(envp) { envPointers in
        posix_spawn(&pid, executable.path, &actions, nil, argvPointers, envPointers)
      }
    }
    guard spawned == 0 else {
      throw DeadlineExceeded(description: "cannot start \(executable.path): errno \(spawned)")
    }
    var status: Int32 = 0
    var usage = rusage()
    let limit = min(deadline, 60)
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      if Date().timeIntervalSince(started) > limit {
        kill(pid, SIGKILL)
        wait4(pid, &status, 0, &usage)
        throw DeadlineExceeded(
          description: "killed after \(limit) s: \(argv.joined(separator: " "))")
      }
      usleep(20_000)
    }
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    let exited = (status & 0x7f) == 0
    return Result(
      status: exited ? (status >> 8) & 0xff : -1, stdout: text,
      peakBytes: usage.ru_maxrss * 1024, seconds: Date().timeIntervalSince(started))
  }

  /// Calls `body` with a NULL-terminated C array of `strings`.
  private static func withCStrings<T>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> T
  ) -> T {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }
}
