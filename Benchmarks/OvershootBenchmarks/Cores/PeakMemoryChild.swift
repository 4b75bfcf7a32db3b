import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to its end under a deadline and reads its peak resident memory from the
/// kernel's accounting of that one child (`wait4`), for `cores fetch`.
enum PeakMemoryChild {
  /// How a run ended.
  struct Result {
    /// Everything the program wrote to standard output.
    let stdout: String
    /// Its peak resident set size, in bytes.
    let peakBytes: Int
    /// How long it ran, in seconds.
    let seconds: Double
  }

  /// Runs `path` with `arguments`; kills it after `deadline` seconds and throws, naming it.
  static func run(_ path: String, _ arguments: [String], deadline: Double) throws -> Result {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-bench-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = DispatchTime.now().uptimeNanoseconds
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchFailure("cannot start \(path): errno \(spawned)") }
    var status: Int32 = 0
    var usage = rusage()
    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    while wait4(pid, &status, WNOHANG, &usage) == 0 {
      if seconds > deadline {
        kill(pid, SIGKILL)
        wait4(pid, &status, 0, &usage)
        throw BenchFailure(
          "killed after \(Int(deadline)) s: \(([path] + arguments).joined(separator: " "))")
      }
      usleep(20_000)
    }
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return Result(stdout: text, peakBytes: usage.ru_maxrss * 1024, seconds: seconds)
  }
}
