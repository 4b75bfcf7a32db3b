import CGtk
import GtkGlue
import Overshoot

/// A test-only script for the desktop-integration tests, read from `OVERSHOOT_TEST_STEPS`:
/// comma-separated steps run one after another once the main window has drawn its first frame,
/// each reporting one line on stdout. Every step goes through what a user would trigger:
///
/// - `size=WxH`: resize the window as a window manager does (its default size; GTK clamps it to
///   the content's minimum), wait for the layout to settle, report the size;
/// - `screenshot=PATH`: write the window as PNG;
/// - `action=NAME`: activate an app action (as its menu item or shortcut does) and wait until
///   a new window maps, reporting its type;
/// - `accels=ACTION`: print the accelerators of a detailed action name;
/// - `dark`: print `gtk-application-prefer-dark-theme` (after waiting for the portal reply);
/// - `wait=MS`: let the main loop run for MS milliseconds;
/// - `close`: close the main window (its close button's path: `close-request`, then destroy).
@MainActor
enum DesktopTestHook {
  /// The environment variable that holds the steps.
  static let variable = "OVERSHOOT_TEST_STEPS"

  /// Schedules the steps, if any, after the window's first frame.
  static func runIfRequested(
    application: UnsafeMutablePointer<GtkApplication>, window: UnsafeMutablePointer<GtkWindow>
  ) {
    guard let raw = g_getenv(variable).map({ String(cString: $0) }), !raw.isEmpty else { return }
    let steps = raw.split(separator: ",").map(String.init)
    window.connect("map") {
      WidgetScreenshot.afterFirstFrame(of: window.checked(as: GtkWidget.self)) {
        run(steps[...], application: application, window: window)
      }
    }
  }

  private static func report(_ line: String) {
    print(line)
    fflush(nil)  // every stream: tests read the line while the app runs
  }

  private static func run(
    _ steps: ArraySlice<String>, application: UnsafeMutablePointer<GtkApplication>,
    window: UnsafeMutablePointer<GtkWindow>
  ) {
    guard let step = steps.first else { return }
    let next = { run(steps.dropFirst(), application: application, window: window) }
    let (name, argument) = split(step)
    switch name {
    case "size":
      let parts = argument.split(separator: "x").compactMap { Int32($0) }
      guard parts.count == 2 else { return fail(step) }
      gtk_window_set_default_size(window, parts[0], parts[1])
      // GTK may clamp the request to the content's minimum; wait for the frames to settle.
      var polls = 0
      waitUntil(step) {
        polls += 1
        return sizeSettled(window) && polls >= 3
      } then: {
        let (width, height) = defaultSize(window)
        report(
          "size: \(gtk_widget_get_width(window.checked(as: GtkWidget.self)))x"
            + "\(gtk_widget_get_height(window.checked(as: GtkWidget.self))) (default \(width)x\(height))"
        )
        next()
      }
    case "screenshot":
      do {
        try WidgetScreenshot.savePNG(of: window.checked(as: GtkWidget.self), to: argument)
        report("screenshot: \(argument)")
        next()
      } catch { fail("\(step): \(error)") }
    case "action":
      let before = mappedToplevels()
      let actionName = argument.hasPrefix("app.") ? String(argument.dropFirst(4)) : argument
      g_action_group_activate_action(
        application.checked(g_action_group_get_type()), actionName, nil)
      waitUntil(step) {
        mappedToplevels().count > before.count
      } then: {
        let opened = mappedToplevels().filter { !before.contains($0) }
        let names = opened.map { String(cString: g_type_name_from_instance($0.typeInstance)) }
        report("opened: \(names.joined(separator: " "))")
        next()
      }
    case "accels":
      let accels = gtk_application_get_accels_for_action(application, argument)
      defer { g_strfreev(accels) }
      var names: [String] = []
      var index = 0
      while let accel = accels?[index] {
        names.append(String(cString: accel))
        index += 1
      }
      report("accels \(argument): \(names.joined(separator: " "))")
      next()
    case "dark":
      // The portal answers asynchronously; give it a moment, as a user would not notice.
      MainContext.after(milliseconds: 500) {
        report("dark: \(overshoot_settings_get_bool("gtk-application-prefer-dark-theme") != 0)")
        next()
      }
    case "wait":
      MainContext.after(milliseconds: UInt32(argument) ?? 0) { next() }
    case "close":
      report("close")
      gtk_window_close(window)
      next()
    default:
      fail(step)
    }
  }

  private static func split(_ step: String) -> (String, String) {
    guard let equals = step.firstIndex(of: "=") else { return (step, "") }
    return (String(step[..<equals]), String(step[step.index(after: equals)...]))
  }

  private static func fail(_ what: String) {
    report("failed: \(what)")
    exit(3)
  }

  private static func defaultSize(_ window: UnsafeMutablePointer<GtkWindow>) -> (Int32, Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(window, &width, &height)
    return (width, height)
  }

  /// True once a frame has been laid out since the last check with an unchanged allocation.
  private static var lastAllocation: (Int32, Int32) = (0, 0)
  private static func sizeSettled(_ window: UnsafeMutablePointer<GtkWindow>) -> Bool {
    let now = (
      gtk_widget_get_width(window.checked(as: GtkWidget.self)),
      gtk_widget_get_height(window.checked(as: GtkWidget.self))
    )
    defer { lastAllocation = now }
    return now == lastAllocation
  }

  private static func waitUntil(
    _ step: String, _ condition: @escaping @MainActor () -> Bool,
    then body: @escaping @MainActor () -> Void
  ) {
    var tries = 0
    MainContext.every(milliseconds: 100) {
      tries += 1
      if condition() {
        body()
        return false
      }
      // 20 s: a loaded 2-core CI machine took over 5 s to lay out a resized window.
      if tries > 200 {
        fail("\(step): timed out after 20 s")
      }
      return true
    }
  }

  private static func mappedToplevels() -> [UnsafeMutableRawPointer] {
    let toplevels = gtk_window_get_toplevels()
    var mapped: [UnsafeMutableRawPointer] = []
    for index in 0..<g_list_model_get_n_items(toplevels) {
      guard let item = g_list_model_get_item(toplevels, index) else { continue }
      defer { g_object_unref(item) }
      if gtk_widget_get_mapped(item.checked(as: GtkWidget.self)) != 0 { mapped.append(item) }
    }
    return mapped
  }
}

extension UnsafeMutableRawPointer {
  /// The instance as a `GTypeInstance *`, for its type name.
  fileprivate var typeInstance: UnsafeMutablePointer<GTypeInstance> {
    assumingMemoryBound(to: GTypeInstance.self)
  }
}
