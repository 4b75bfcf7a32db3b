import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import Overshoot
import TestSupport
import XCTest

/// A real, mapped toplevel for widget tests, destroyed when the test ends.
@MainActor
public final class GtkTestWindow {
  public let window: UnsafeMutablePointer<GtkWidget>

  public init(child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 480, height: Int32 = 400) {
    window = gtk_window_new()
    gtk_window_set_default_size(window.checked(as: GtkWindow.self), width, height)
    gtk_window_set_child(window.checked(as: GtkWindow.self), child)
    gtk_window_present(window.checked(as: GtkWindow.self))
    GtkTestEnvironment.wait("the window to be mapped and laid out") {
      gtk_widget_get_mapped(child) != 0 && gtk_widget_get_height(child) > 0
    }
    // Two frames painted after the layout, so adjustments and rows have their final places: a
    // list takes in its rows in the frame after it is first allocated, and on GTK 4.24 a section
    // heading was found 18 px from its place after one frame.
    for frame in ["first", "second"] {
      var painted = false
      WidgetScreenshot.afterNextFrame(of: window) { painted = true }
      GtkTestEnvironment.wait("the window's \(frame) frame") { painted }
    }
  }

  /// Closes and destroys the window.
  public func close() {
    gtk_window_destroy(window.checked(as: GtkWindow.self))
    MainContext.run(forSeconds: 0.05)
  }

  /// The first event controller of type `type` on `widget`.
  public static func controller(ofType type: GType, on widget: UnsafeMutablePointer<GtkWidget>)
    -> OpaquePointer?
  {
    firstController(on: widget) {
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }
  }

  /// The event controller named `name` on `widget`, e.g. Overshoot's pull scroll controller.
  public static func controller(named name: String, on widget: UnsafeMutablePointer<GtkWidget>)
    -> OpaquePointer?
  {
    firstController(on: widget) { controller in
      gtk_event_controller_get_name(controller).map { String(cString: $0) } == name
    }
  }

  /// The first of `widget`'s event controllers that `matches`.
  private static func firstController(
    on widget: UnsafeMutablePointer<GtkWidget>, where matches: (OpaquePointer) -> Bool
  ) -> OpaquePointer? {
    let controllers = gtk_widget_observe_controllers(widget)!
    defer { g_object_unref(controllers.gpointer) }
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let item = g_list_model_get_item(controllers, index) else { continue }
      defer { g_object_unref(item) }
      let controller = item.checked(gtk_event_controller_get_type())
      if matches(controller) { return controller }
    }
    return nil
  }

  /// Types `keys` (xdotool's spelling: `F9`, `shift+F10`, space-separated for several) into the
  /// focused X window with XTEST (real key events), the pointer over the window.
  public static func pressKeys(_ keys: String) throws {
    // The main loop keeps running while the keys go out, so the window answers the X server.
    // `Tests/Input/send_keys.py` presses exactly the modifiers named (xdotool adds Alt to F-keys
    // under newer xkeyboard-config).
    let outcome = PendingRun()
    let arguments = keys.split(separator: " ").map(String.init)
    DispatchQueue.global().async {
      outcome.finish(
        Result {
          let moved = try DeadlineProcess.run(
            "/usr/bin/env", ["xdotool", "mousemove", "60", "60"], seconds: 10)
          guard moved.status == 0 else { return moved }
          return try DeadlineProcess.run(
            sendKeys.python, [sendKeys.script] + arguments, seconds: 10)
        })
    }
    let deadline = Date().addingTimeInterval(30)
    while outcome.value == nil {
      MainContext.run(forSeconds: 0.02)
      if Date() > deadline {
        throw InputNotSent(description: "the key sender gave no result within 30 s")
      }
    }
    let result = try outcome.value!.get()
    guard result.status == 0 else {
      throw InputNotSent(description: "status \(result.status): \(result.stderr)")
    }
  }

  /// Debian's python3 (with python3-xlib) and the key sender.
  private nonisolated static let sendKeys = (
    python: "/usr/bin/python3",
    script: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Input/send_keys.py").path
  )
}

/// Input could not be sent (no xdotool, no python3-xlib, a key the keymap lacks): a failure, not
/// a skip, so a missing tool cannot pass a keyboard or wheel test.
public struct InputNotSent: Error, CustomStringConvertible {
  public let description: String
  public init(description: String) { self.description = description }
}

/// A child's result handed from the thread that waited for it to the main thread.
public final class PendingRun: @unchecked Sendable {
  // @unchecked: `stored` is guarded by `lock`.
  private let lock = NSLock()
  private var stored: Result<DeadlineProcess.Result, any Error>?
  public init() {}
  public var value: Result<DeadlineProcess.Result, any Error>? { lock.withLock { stored } }
  public func finish(_ result: Result<DeadlineProcess.Result, any Error>) {
    lock.withLock { stored = result }
  }
}

extension GtkTestWindow {
  /// Gives `window` (a mapped toplevel) the X input focus and the pointer, so that key events
  /// reach it under Xvfb without a window manager. The X window is found from GDK, not by its
  /// title (a title with curly quotes never matched in the C locale CI runs in). A window just
  /// presented may not be on the X server yet: focusing is tried again for up to 5 s, then the
  /// test fails (`InputNotSent`), since a key that cannot be sent is not a pass.
  public static func focus(_ window: UnsafeMutablePointer<GtkWidget>) throws {
    gtk_window_present(window.checked(as: GtkWindow.self))
    let title = WidgetFinder.title(of: window) ?? "an untitled window"
    var last: DeadlineProcess.Result?
    for _ in 0..<25 {
      let xid = overshoot_x11_window_id(window)
      if xid != 0, gtk_widget_get_mapped(window) != 0 {
        let result = try runXdotool([
          "windowfocus", "--sync", "\(xid)", "mousemove", "--window", "\(xid)", "20", "20",
        ])
        if result.status == 0 {
          MainContext.run(forSeconds: 0.1)
          return
        }
        last = result
      }
      MainContext.run(forSeconds: 0.2)
    }
    throw InputNotSent(
      description: "xdotool could not focus “\(title)” within 5 s: \(last?.stderr ?? "not mapped")")
  }

  /// Runs xdotool with `arguments` on another thread while the main loop keeps running, so the
  /// window can answer the X server. Under a UTF-8 locale whatever the test's: xdotool matches a
  /// title through the C library's multibyte conversion, and in the C locale (CI runs with an
  /// empty environment) a title with curly quotes never matched.
  private static func runXdotool(_ arguments: [String]) throws -> DeadlineProcess.Result {
    let box = FocusRun()
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    DispatchQueue.global().async { [environment] in
      do {
        box.set(
          try DeadlineProcess.run(
            "/usr/bin/env", ["xdotool"] + arguments, environment: environment, seconds: 10), nil)
      } catch { box.set(nil, error) }
    }
    var done = false
    var result: DeadlineProcess.Result?
    var failure: (any Error)?
    // Seen once under load (2026-12-07): xdotool exited but the end of its output never came
    // (a process started meanwhile held the pipe), and the test waited for ever. After 15 s the
    // attempt counts as failed, and `focus` tries again with a new xdotool.
    let deadline = Date().addingTimeInterval(15)
    while !done {
      MainContext.run(forSeconds: 0.02)
      (done, result, failure) = box.get()
      if !done, Date() > deadline {
        return DeadlineProcess.Result(
          status: -1, signaled: false, stdout: Data(),
          stderr: "xdotool gave no result within 15 s", timedOut: true)
      }
    }
    if let failure { throw failure }
    guard let result else { throw InputNotSent(description: "xdotool gave no result") }
    return result
  }
}

/// A child's result handed from the thread that waited for it to the main thread.
private final class FocusRun: @unchecked Sendable {
  // @unchecked: every field is guarded by `lock`.
  private let lock = NSLock()
  private var finished = false
  private var result: DeadlineProcess.Result?
  private var error: (any Error)?
  func set(_ result: DeadlineProcess.Result?, _ error: (any Error)?) {
    lock.withLock { (finished, self.result, self.error) = (true, result, error) }
  }
  func get() -> (Bool, DeadlineProcess.Result?, (any Error)?) {
    lock.withLock { (finished, result, error) }
  }
}
