import Foundation
import TestSupport

/// The desktop's notification server for one test (`.ci/tests/fake-notifications.py` on the
/// session bus): what GLib's freedesktop backend sends arrives in `calls`, and `click(_:)`
/// answers as a click on a notification does. It exits when released, or by itself after
/// `deadline` seconds, so a test that hangs cannot leave it running.
final class FakeNotificationServer: @unchecked Sendable {
  // @unchecked: `lines` and `pending` are guarded by `lock`; the rest is set in init.
  /// One call the app made (`Notify`, `CloseNotification`) or a click the server reported.
  struct Call {
    /// `Notify`, `CloseNotification` or `invoked`.
    let method: String
    /// The notification's id, as the server numbered it.
    let id: Int
    /// Notify's fields; empty for other calls.
    let replacesID: Int
    let summary: String
    let body: String
    let actions: [String]
    let hints: [String: String]
  }

  private static let script = SourceTree.url(".ci/tests/fake-notifications.py")
  private let process = Process()
  private let input = Pipe()
  private let lock = NSLock()
  private var lines: [String] = []
  private var pending = Data()

  /// Starts the server and waits (at most 10 s) until it owns the bus name.
  init(deadline: TimeInterval = 60) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [Self.script.path, "--deadline", "\(deadline)"]
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      self?.append(handle.availableData)
    }
    try process.run()
    let start = Date()
    while !lock.withLock({ lines.contains("ready") }) {
      guard process.isRunning, Date().timeIntervalSince(start) < 10 else {
        process.terminate()
        throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: Self.script.path])
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  private func append(_ data: Data) {
    lock.withLock {
      pending.append(data)
      while let newline = pending.firstIndex(of: 0x0A) {
        lines.append(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
        pending.removeSubrange(pending.startIndex...newline)
      }
    }
  }

  /// Every call so far, in order.
  var calls: [Call] {
    lock.withLock { lines }.compactMap { line in
      guard let data = line.data(using: .utf8),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let method = object["method"] as? String
      else { return nil }
      return Call(
        method: method, id: object["id"] as? Int ?? 0,
        replacesID: object["replaces_id"] as? Int ?? 0, summary: object["summary"] as? String ?? "",
        body: object["body"] as? String ?? "", actions: object["actions"] as? [String] ?? [],
        hints: object["hints"] as? [String: String] ?? [:])
    }
  }

  /// The `Notify` calls so far.
  var notifications: [Call] { calls.filter { $0.method == "Notify" } }

  /// Emits `ActionInvoked(id, action)`, as clicking the notification (`default`) does.
  func click(_ id: Int, action: String = "default") {
    input.fileHandleForWriting.write(Data("invoke \(id) \(action)\n".utf8))
  }

  deinit {
    try? input.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }
}
