import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to its end under a deadline and reports its peak resident memory, read from
/// the kernel's accounting of that one process (`wait4`).
///
/// The program is started by a small Python parent, not by this process: Linux records the
/// resident size of the memory a process leaves at `exec` in the new program's peak, and a child
/// spawned straight from here (vfork or fork) leaves this test process's memory, which is 200 MB
/// and more once other suites have run in it. Python leaves about 10 MB.
enum MeasuredChild {
  /// Forks, execs the program (argv[2:]), waits for it, writes its `ru_maxrss` (KB) to argv[1]
  /// and exits with its status (128 + the signal when it was killed).
  private static let parentScript = """
    import os, resource, sys
    pid = os.fork()
    if pid == 0:
        os.execv(sys.argv[2], sys.argv[2:])
    _, status, usage = os.wait4(pid, 0)
    with open(sys.argv[1], "w") as out:
        out.write(str(usage.ru_maxrss))
    sys.exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))
    """

  /// How a run ended.
  struct Result {
    /// The exit status, or -1 when it was killed at the deadline.
    let status: Int32
    /// Everything the program wrote to standard output.
    let stdout: String
    /// Everything it wrote to standard error (a sanitizer's report, a crash's message).
    let stderr: String
    /// Its peak resident set size, in bytes.
    let peakBytes: Int
    /// How long it ran, in seconds.
    let seconds: TimeInterval

    /// What a failed expectation says: the status, what it printed and the end of its errors.
    var report: String {
      "exit \(status); printed: \(stdout); stderr: \(stderr.suffix(2_000))"
    }
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
    let errors = output.appendingPathExtension("err")
    defer { try? FileManager.default.removeItem(at: errors) }
    posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let peakFile = output.appendingPathExtension("peak")
    defer { try? FileManager.default.removeItem(at: peakFile) }
    let python = "/usr/bin/python3"
    let argv =
      [python, "-c", parentScript, peakFile.path, executable.path] + arguments
    let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let envp = merged.map { "\($0.key)=\($0.value)" }
    let started = Date()
    var pid: pid_t = 0
    let spawned = withCStrings(argv) { argvPointers in
      withCStrings(envp) { envPointers in
        withProcessGroup { attributes in
          posix_spawn(&pid, python, &actions, &attributes, argvPointers, envPointers)
        }
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
        kill(-pid, SIGKILL)  // the Python parent and the program: one process group
        wait4(pid, &status, 0, &usage)
        throw DeadlineExceeded(
          description: "killed after \(limit) s: \(argv.joined(separator: " "))")
      }
      usleep(20_000)
    }
    let exited = (status & 0x7f) == 0
    let code = exited ? (status >> 8) & 0xff : -1
    guard let peak = Int(contents(of: peakFile)) else {
      throw DeadlineExceeded(
        description:
          "no peak memory reported (exit \(code)): \(argv.suffix(from: 3).joined(separator: " "))")
    }
    return Result(
      status: code > 128 ? -1 : code, stdout: contents(of: output), stderr: contents(of: errors),
      peakBytes: peak * 1024, seconds: Date().timeIntervalSince(started))
  }

  /// A file's text, read with `read(2)`: Foundation's `String(contentsOf:)` left a 4 KB block
  /// that LeakSanitizer listed in one run of the sanitizer job (issue 47).
  private static func contents(of file: URL) -> String {
    let descriptor = open(file.path, O_RDONLY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Calls `body` with spawn attributes that put the child in a process group of its own, so a
  /// deadline kills the program with its Python parent.
  private static func withProcessGroup(_ body: (inout posix_spawnattr_t) -> Int32) -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    return body(&attributes)
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
