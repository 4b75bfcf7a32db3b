import Foundation

/// Runs a child program with a deadline, for tests that start the built binaries, servers or
/// helpers: a child that hangs is killed (its whole process group) and the run reports which
/// test started which command, so a hang fails within a minute with a name instead of eating CI.
public enum DeadlineProcess {
  /// How a run ended.
  public struct Result: Sendable {
    /// The exit status, or the signal number when `signaled`.
    public let status: Int32
    /// Whether the child was ended by a signal (`status` is then the signal).
    public let signaled: Bool
    /// Everything written to standard output.
    public let stdout: Data
    /// Everything written to standard error, as text.
    public let stderr: String
    /// Whether the deadline passed and the child was killed.
    public let timedOut: Bool

    /// Standard output as text.
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

    /// A result from its parts (also for a caller that gave up waiting for one).
    public init(status: Int32, signaled: Bool, stdout: Data, stderr: String, timedOut: Bool) {
      self.status = status
      self.signaled = signaled
      self.stdout = stdout
      self.stderr = stderr
      self.timedOut = timedOut
    }
  }

  /// Why a run could not produce a result.
  public struct Failure: Error, CustomStringConvertible {
    /// The one-line explanation, naming the test and the command.
    public let description: String
  }

  /// The longest any test's child may run: CI must learn of a hang within a minute.
  public static let maximumSeconds: Double = 60

  /// Runs `path` with `arguments`, feeding `input` on stdin, and waits at most `seconds`.
  ///
  /// On the deadline the child's process group gets SIGTERM, then SIGKILL a second later, a line
  /// naming `test` and the command goes to stderr, and the result says `timedOut` (or, with
  /// `throwOnTimeout`, the run throws that line).
  public static func run(
    _ path: String, _ arguments: [String] = [], environment: [String: String]? = nil,
    input: Data? = nil, seconds: Double = maximumSeconds, throwOnTimeout: Bool = true,
    test: String = #function
  ) throws -> Result {
    let deadline = min(seconds, maximumSeconds)
    let process = Process()
    // Foundation starts the child as the leader of a process group of its own, so a kill of
    // the group reaches whatever it started (xvfb-run's Xvfb, a shell's children) and no
    // grandchild is left holding our pipes open.
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    let pid = process.processIdentifier
    let killer = Killer(pid: pid)
    DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { killer.fire() }

    if let input {
      DispatchQueue.global().async {
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
      }
    }
    // Read both pipes at once: a child that fills one while we block on the other would hang.
    let errData = LockedData()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData.set(err.fileHandleForReading.readDataToEndOfFile())
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    killer.disarm()

    let command = ([path] + arguments).joined(separator: " ")
    if killer.fired {
      let line = "\(test): killed `\(command)` after its \(Int(deadline)) s deadline"
      FileHandle.standardError.write(Data(("TIMEOUT: " + line + "\n").utf8))
      if throwOnTimeout { throw Failure(description: line) }
    }
    return Result(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      stdout: outData, stderr: String(decoding: errData.get(), as: UTF8.self),
      timedOut: killer.fired)
  }
}

/// Kills a process group once, unless disarmed first.
private final class Killer: @unchecked Sendable {
  // @unchecked: both flags are guarded by `lock`.
  private let pid: Int32
  private let lock = NSLock()
  private var armed = true
  private var didFire = false

  init(pid: Int32) { self.pid = pid }

  var fired: Bool { lock.withLock { didFire } }

  func disarm() { lock.withLock { armed = false } }

  func fire() {
    let shouldKill = lock.withLock { () -> Bool in
      guard armed else { return false }
      didFire = true
      return true
    }
    guard shouldKill else { return }
    kill(-pid, SIGTERM)
    DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [pid] in kill(-pid, SIGKILL) }
  }
}

/// Data written by one thread and read by another after a join.
private final class LockedData: @unchecked Sendable {
  // @unchecked: `data` is guarded by `lock`.
  private let lock = NSLock()
  private var data = Data()
  func set(_ value: Data) { lock.withLock { data = value } }
  func get() -> Data { lock.withLock { data } }
}
