import Foundation
import TestSupport
import XCTest

/// Runs the built `overshoot` the way the desktop-integration tests need: a private settings
/// store (keyfile backend, temporary `XDG_CONFIG_HOME`), the source tree's schema compiled into
/// a temporary folder, CRITICALs fatal, and the `OVERSHOOT_TEST_STEPS` hook.
struct DesktopIntegrationRunner {
  /// What one run printed and how it ended.
  struct Run {
    let status: Int32
    let stdout: String
    let stderr: String
    /// The stdout lines, in order.
    var lines: [String] { stdout.split(separator: "\n").map(String.init) }
    /// Both streams, for a failure message: the step hook reports on stdout (`failed: STEP`),
    /// GLib on stderr.
    var transcript: String { "status \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
  }

  /// A fresh folder for this runner's settings, schema and screenshots.
  let folder: URL
  private let schemaFolder: URL

  /// The repository root, from this file's path.
  static let sourceRoot = SourceTree.root

  /// The built app, next to this test bundle in the build folder.
  static var appPath: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("overshoot").path
  }

  /// Skips without a display; compiles the schema from `data/`.
  init() throws {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
      throw XCTSkip("needs a display; run under xvfb-run -a")
    }
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-desktop-\(UUID().uuidString)")
    schemaFolder = folder.appendingPathComponent("schemas")
    try FileManager.default.createDirectory(at: schemaFolder, withIntermediateDirectories: true)
    let schema = "io.github.overshoot.Overshoot.gschema.xml"
    try FileManager.default.copyItem(
      at: Self.sourceRoot.appendingPathComponent("data/\(schema)"),
      to: schemaFolder.appendingPathComponent(schema))
    let compile = try Self.execute(
      "/usr/bin/env", ["glib-compile-schemas", "--strict", schemaFolder.path],
      environment: environment)
    XCTAssertEqual(compile.status, 0, compile.stderr)
  }

  /// Removes the folder.
  func cleanUp() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Runs the app with `steps` (and `arguments`); `schema: false` hides every schema.
  func run(steps: String? = nil, arguments: [String] = [], schema: Bool = true) throws -> Run {
    var environment = ProcessInfo.processInfo.environment
    environment["GSETTINGS_BACKEND"] = "keyfile"
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
    environment["GSETTINGS_SCHEMA_DIR"] =
      schema ? schemaFolder.path : folder.appendingPathComponent("no-schemas").path
    // Without the app's schema, but with the system's (GTK's own), as on any desktop: a process
    // with no schema source at all makes libadwaita 1.7 log a CRITICAL.
    if !schema { environment["XDG_DATA_DIRS"] = "/usr/share" }
    environment["G_DEBUG"] = "fatal-criticals"
    environment["OVERSHOOT_TEST_STEPS"] = steps
    return try Self.execute(Self.appPath, arguments, environment: environment)
  }

  /// The width and height in a PNG's header.
  static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    func bigEndian(_ offset: Int) -> Int {
      data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (bigEndian(16), bigEndian(20))
  }

  private static func execute(_ path: String, _ arguments: [String], environment: [String: String])
    throws -> Run
  {
    let result = try ChildProcess.run(path, arguments, environment: environment)
    return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
  }

}
