import Foundation

/// A headless weston (Wayland) for the start-up bench's programs: the session GNOME users have,
/// where every GTK window draws its own title bar and decoration. Under Xvfb without a window
/// manager a window without a header bar draws none, so the C window draws less than on any
/// desktop while the app draws its header bar either way.
final class HeadlessWeston {
  /// What the bench's programs add to their environment to open their windows here.
  let environment: [String: String]
  private let process: Process

  /// The socket's name in the runtime folder.
  private static let socket = "overshoot-bench"

  /// Starts weston with its runtime folder under `folder`; fails with what to install when
  /// weston is missing, and with weston's name when it does not come up within 10 seconds.
  init(in folder: URL) throws {
    let weston = "/usr/bin/weston"
    guard FileManager.default.isExecutableFile(atPath: weston) else {
      throw BenchFailure("--wayland needs weston: apt-get install weston")
    }
    let runtime = folder.appendingPathComponent("wayland-runtime")
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    process = Process()
    process.executableURL = URL(fileURLWithPath: weston)
    process.arguments = [
      "--backend=headless-backend.so", "--socket=\(Self.socket)", "--width=1280",
      "--height=1024", "--idle-time=0",
    ]
    process.environment = ProcessInfo.processInfo.environment.merging([
      "XDG_RUNTIME_DIR": runtime.path
    ]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let socket = runtime.appendingPathComponent(Self.socket).path
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: socket) {
      guard Date() < deadline, process.isRunning else {
        if process.isRunning { process.terminate() }
        throw BenchFailure("headless weston did not come up within 10 s (no \(socket))")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    environment = [
      "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": Self.socket, "GDK_BACKEND": "wayland",
    ]
  }

  /// Stops weston.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }
}
