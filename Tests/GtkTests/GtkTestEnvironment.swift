import CGtk
import CGtkTestSupport
import GtkGlue
import XCTest

/// One GTK per test process: initialized on first use under a display, with the main-queue
/// bridge installed and every CRITICAL and WARNING counted (tests assert the count stays zero).
@MainActor
enum GtkTestEnvironment {
  private static var initialized = false
  nonisolated(unsafe) private(set) static var criticalCount = 0
  nonisolated(unsafe) private(set) static var warningCount = 0

  /// Initializes GTK, or skips the calling test when no display is available.
  static func require() throws {
    if initialized { return }
    guard DisplayCheck.initializeGtk() else {
      throw XCTSkip("GTK tests need a display; run them under xvfb-run -a")
    }
    g_log_set_writer_func(countingWriter, nil, nil)
    MainLoopBridge.install()
    initialized = true
  }

  /// Counts CRITICALs and WARNINGs, then logs as GLib would. Not main-actor isolated: GLib
  /// logs from any thread (GIO's proxy lookup runs on a fetch's own thread), and an isolation
  /// check in a C callback on another thread traps.
  private nonisolated static let countingWriter: GLogWriterFunc = { level, fields, count, _ in
    if overshoot_log_level_is_critical(level) != 0 {
      GtkTestEnvironment.criticalCount += 1
    }
    if overshoot_log_level_is_warning(level) != 0 {
      GtkTestEnvironment.warningCount += 1
    }
    return g_log_writer_default(level, fields, count, nil)
  }

  /// Runs the default main context until `condition` holds; fails the test on timeout.
  static func wait(
    _ what: String, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line,
    until condition: () -> Bool
  ) {
    if !MainContext.iterate(until: condition, timeoutSeconds: timeout) {
      XCTFail("timed out after \(timeout) s waiting for \(what)", file: file, line: line)
    }
  }
}

/// A GTK test: GTK is initialized (or the test skipped without a display), and the test fails
/// if GTK logged any CRITICAL while it ran.
class GtkTestCase: XCTestCase {
  private var criticalsBefore = 0

  override func setUpWithError() throws {
    try MainActor.assumeIsolated { try GtkTestEnvironment.require() }
    criticalsBefore = GtkTestEnvironment.criticalCount
  }

  override func tearDown() {
    XCTAssertEqual(
      GtkTestEnvironment.criticalCount - criticalsBefore, 0, "GTK logged a CRITICAL during the test"
    )
    super.tearDown()
  }
}
