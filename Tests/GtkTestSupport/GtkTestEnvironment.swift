import CGtk
import CGtkTestSupport
import GtkGlue
import Overshoot
import Synchronization
import XCTest

/// One GTK per test process: initialized on first use under a display, with the main-queue
/// bridge installed and every CRITICAL and WARNING counted (tests assert the count stays zero).
@MainActor
public enum GtkTestEnvironment {
  private static var initialized = false
  /// GLib logs from any thread, so the counts are atomic.
  private nonisolated static let criticals = Atomic<Int>(0)
  private nonisolated static let warnings = Atomic<Int>(0)
  private nonisolated static let scrollFailures = Atomic<Int>(0)
  /// The CRITICALs logged so far.
  public nonisolated static var criticalCount: Int { criticals.load(ordering: .relaxed) }
  /// The WARNINGs logged so far.
  public nonisolated static var warningCount: Int { warnings.load(ordering: .relaxed) }
  /// GtkListView's "failed to scroll to given position" warnings so far: an adjustment moved
  /// into rows GTK had not laid out, which leaves the view where it was.
  public nonisolated static var scrollFailureCount: Int { scrollFailures.load(ordering: .relaxed) }

  /// Initializes GTK, or skips the calling test when no display is available.
  public static func require() throws {
    if initialized { return }
    guard DisplayCheck.initializeGtk() else {
      throw XCTSkip("GTK tests need a display; run them under xvfb-run -a")
    }
    g_log_set_writer_func(countingWriter, nil, nil)
    MainLoopBridge.install()
    // Before any test makes a web view (WebKit reads the variable when it starts a helper).
    WebKitSandboxProbe.check()
    initialized = true
  }

  /// Counts CRITICALs and WARNINGs, then logs as GLib would. Not main-actor isolated: GLib
  /// logs from any thread (GIO's proxy lookup runs on a fetch's own thread), and an isolation
  /// check in a C callback on another thread traps.
  private nonisolated static let countingWriter: GLogWriterFunc = { level, fields, count, _ in
    if overshoot_log_level_is_critical(level) != 0 {
      criticals.add(1, ordering: .relaxed)
    }
    if overshoot_log_level_is_warning(level) != 0 {
      let text = message(fields, Int(count)) ?? ""
      if !isFrameBookkeeping(text) { warnings.add(1, ordering: .relaxed) }
      if text.contains("failed to scroll to given position") {
        scrollFailures.add(1, ordering: .relaxed)
      }
    }
    return g_log_writer_default(level, fields, count, nil)
  }

  /// GDK's warnings about its own frame bookkeeping, which no widget code causes: GTK 4.24 on
  /// X11 without DRI3 (Xvfb) now and then submits a frame's timings twice as a popover opens
  /// ("gdk_frame_timings_submitted() called on submitted frame", seen once in sid's suite).
  /// Logged, not counted as a WARNING.
  private nonisolated static func isFrameBookkeeping(_ message: String) -> Bool {
    message.hasPrefix("gdk_frame_timings_") && message.contains("called on submitted frame")
  }

  /// The MESSAGE field of a structured log entry.
  private nonisolated static func message(_ fields: UnsafePointer<GLogField>?, _ count: Int)
    -> String?
  {
    guard let fields else { return nil }
    for field in UnsafeBufferPointer(start: fields, count: count)
    where String(cString: field.key) == "MESSAGE" {
      guard let value = field.value else { return nil }
      let text = value.assumingMemoryBound(to: CChar.self)
      return field.length < 0
        ? String(cString: text)
        : String(
          decoding: UnsafeRawBufferPointer(start: value, count: field.length), as: UTF8.self)
    }
    return nil
  }

  /// Runs the default main context until `condition` holds; fails the test on timeout.
  public static func wait(
    _ what: String, timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line,
    until condition: () -> Bool
  ) {
    if !MainContext.iterate(until: condition, timeoutSeconds: timeout) {
      XCTFail("timed out after \(timeout) s waiting for \(what)", file: file, line: line)
    }
  }
}

extension GtkTestEnvironment {
  /// One registered GtkApplication for every test that needs one, the library's and the
  /// reader's: an application id can be exported on the session bus only once per process.
  public static let sharedApplication: Application = {
    let app = Application(id: "io.github.overshoot.Tests", isUnique: false)
    let registered = g_application_register(
      app.gtkApplication.checked(as: GApplication.self), nil, nil)
    precondition(
      registered != 0, "the test application could not register (is there a session bus?)")
    return app
  }()
}

/// A GTK test: GTK is initialized (or the test skipped without a display), and the test fails
/// if GTK logged any CRITICAL, or a list failed to scroll, while it ran.
open class GtkTestCase: XCTestCase {
  private var criticalsBefore = 0
  private var scrollFailuresBefore = 0

  override open func setUpWithError() throws {
    try MainActor.assumeIsolated { try GtkTestEnvironment.require() }
    criticalsBefore = GtkTestEnvironment.criticalCount
    scrollFailuresBefore = GtkTestEnvironment.scrollFailureCount
  }

  override open func tearDown() {
    XCTAssertEqual(
      GtkTestEnvironment.criticalCount - criticalsBefore, 0, "GTK logged a CRITICAL during the test"
    )
    XCTAssertEqual(
      GtkTestEnvironment.scrollFailureCount - scrollFailuresBefore, 0,
      "GtkListView failed to scroll to a position during the test")
    super.tearDown()
  }
}

/// A GTK test that also fails if GTK logged a WARNING while it ran (GTK 4.18 and later warn when
/// a widget is measured below its minimum, and libadwaita when a page has no title).
open class GtkWarningFreeTestCase: GtkTestCase {
  private var warningsBefore = 0

  override open func setUpWithError() throws {
    try super.setUpWithError()
    warningsBefore = GtkTestEnvironment.warningCount
  }

  override open func tearDown() {
    XCTAssertEqual(GtkTestEnvironment.warningCount - warningsBefore, 0, "GTK logged a WARNING")
    super.tearDown()
  }
}
