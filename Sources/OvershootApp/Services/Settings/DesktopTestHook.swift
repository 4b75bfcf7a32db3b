#if OVERSHOOT_TEST_HOOKS
  import Foundation
  import Overshoot
  import OvershootAdwaita
  @_spi(Testing) import OvershootWebKit

  /// A test-only script for the desktop-integration tests, read from `OVERSHOOT_TEST_STEPS`:
  /// comma-separated steps run one after another once the main window has drawn its first frame,
  /// each reporting one line on stdout. Every step goes through what a user would trigger:
  ///
  /// - `size=WxH`: resize the window as a window manager does (its default size; GTK clamps it to
  ///   the content's minimum), wait for the layout to settle, report the size;
  /// - `screenshot=PATH`: write the window as PNG after its next frame;
  /// - `action=NAME`: activate an app action (as its menu item or shortcut does) and wait until
  ///   a new window maps, or a libadwaita dialog shows inside the main window, reporting its
  ///   type;
  /// - `accels=ACTION`: print the accelerators of a detailed action name;
  /// - `dark`: print whether libadwaita's style manager is dark (after waiting for the portal
  ///   reply);
  /// - `article-ready`: wait until the article pane has a web view that finished a load (the
  ///   app starts WebKit before the first article), report how many loads it finished;
  /// - `wait=MS`: let the main loop run for MS milliseconds;
  /// - `close`: close the main window (its close button's path: `close-request`, then destroy);
  ///   with a libadwaita dialog inside it, that closes first and the window is closed again.
  ///
  /// Compiled into debug builds only (`OVERSHOOT_TEST_HOOKS`, set by Package.swift), which the
  /// tests run: a release build has no way to write a file or exit from an environment variable.
  @MainActor
  enum DesktopTestHook {
    /// The environment variable that holds the steps.
    static let variable = "OVERSHOOT_TEST_STEPS"

    /// Schedules the steps, if any, after the window's first frame.
    static func runIfRequested(application: Application, window: Window) {
      guard let raw = ProcessInfo.processInfo.environment[variable], !raw.isEmpty else { return }
      let steps = raw.split(separator: ",").map(String.init)
      window.onFirstShown { [weak window] in
        guard let window else { return }
        WidgetScreenshot.afterFirstFrame(of: window.gtkWindow) {
          run(steps[...], application: application, window: window)
        }
      }
    }

    private static func report(_ line: String) {
      print(line)
      fflush(nil)  // every stream: tests read the line while the app runs
    }

    private static func run(_ steps: ArraySlice<String>, application: Application, window: Window) {
      guard let step = steps.first else { return }
      let next = { run(steps.dropFirst(), application: application, window: window) }
      let (name, argument) = split(step)
      switch name {
      case "size":
        let parts = argument.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2 else { return fail(step) }
        window.defaultSize = (parts[0], parts[1])
        // GTK may clamp the request to the content's minimum; wait for the frames to settle.
        var polls = 0
        waitUntil(step) {
          polls += 1
          return sizeSettled(window) && polls >= 3
        } then: {
          let (width, height) = window.defaultSize
          report("size: \(window.size.width)x\(window.size.height) (default \(width)x\(height))")
          next()
        }
      case "screenshot":
        // After a frame: a step that just resized the window left a redraw queued.
        WidgetScreenshot.savePNGAfterNextFrame(of: window.gtkWindow, to: argument) { result in
          switch result {
          case .success:
            report("screenshot: \(argument)")
            next()
          case .failure(let error): fail("\(step): \(error)")
          }
        }
      case "action":
        let before = Window.shownWindows
        let dialogBefore = window.shownDialogTypeName
        let actionName = argument.hasPrefix("app.") ? String(argument.dropFirst(4)) : argument
        application.activateAction(actionName)
        // libadwaita 1.5+ shows About and Preferences inside the main window, not in their own.
        let newDialog = { dialogBefore == nil ? window.shownDialogTypeName : nil }
        waitUntil(step) {
          Window.shownWindows.count > before.count || newDialog() != nil
        } then: {
          let opened = Window.shownWindows.filter { !before.contains($0) }.map(\.typeName)
          report(
            "opened: \((opened.isEmpty ? [newDialog() ?? ""] : opened).joined(separator: " "))")
          next()
        }
      case "accels":
        let keys = application.keyboardShortcuts(for: argument)
        report("accels \(argument): \(keys.joined(separator: " "))")
        next()
      case "dark":
        // The portal answers asynchronously; give it a moment, as a user would not notice.
        Task { @MainActor in
          try? await Task.sleep(for: .milliseconds(500))
          report("dark: \(StyleManager.colorScheme == .dark)")
          next()
        }
      case "article-ready":
        let loads = {
          ArticleViewProbe.webViews(under: window.gtkWindow).map(ArticleViewProbe.finishedLoads)
        }
        waitUntil(step) {
          loads().contains { $0 > 0 }
        } then: {
          report("article web views: \(loads().count), loads finished: \(loads().reduce(0, +))")
          next()
        }
      case "wait":
        Task { @MainActor in
          try? await Task.sleep(for: .milliseconds(Int(argument) ?? 0))
          next()
        }
      case "close":
        report("close")
        let closesDialogFirst = window.shownDialogTypeName != nil
        window.requestClose()
        guard closesDialogFirst else { return next() }
        // libadwaita 1.5+ takes a close request with a dialog inside the window (About) as
        // closing the dialog, as Alt+F4 does; the user then closes the window again.
        waitUntil(step) {
          window.shownDialogTypeName == nil
        } then: {
          window.requestClose()
          next()
        }
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

    /// True once a frame has been laid out since the last check with an unchanged allocation.
    private static var lastAllocation: (width: Int, height: Int) = (0, 0)
    private static func sizeSettled(_ window: Window) -> Bool {
      let now = window.size
      defer { lastAllocation = now }
      return now == lastAllocation
    }

    private static func waitUntil(
      _ step: String, _ condition: @escaping @MainActor () -> Bool,
      then body: @escaping @MainActor () -> Void
    ) {
      Task { @MainActor in
        // 20 s: a loaded 2-core CI machine took over 5 s to lay out a resized window.
        for _ in 0..<200 {
          try? await Task.sleep(for: .milliseconds(100))
          if condition() { return body() }
        }
        fail("\(step): timed out after 20 s")
      }
    }
  }
#endif
