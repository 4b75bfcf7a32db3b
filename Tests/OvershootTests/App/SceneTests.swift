import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

// The app of Sources/Overshoot/Overshoot.docc/AppsAndScenes.md, run here on the test
// application. Keep the two in step.

// `@main` is left out here only: the test bundle has its own entry point.
struct JournalApp: App {
  var body: some Scene {
    WindowGroup("Journal") { JournalHome() }
    Window("Settings", id: "settings") { JournalSettings() }
  }
}

struct JournalHome: Widget {
  @Environment(\.openWindow) private var openWindow
  var body: some Widget {
    VStack(spacing: 12) {
      Text("No entries yet")
      Button("Settings…") { openWindow(id: "settings") }
    }
  }
}

struct JournalSettings: Widget {
  @Environment(\.dismiss) private var dismiss
  var body: some Widget {
    VStack(spacing: 12) {
      Text("Settings page")
      Button("Done") { dismiss() }
    }
  }
}

/// An app that closes its window once it is on screen, so that running it returns.
struct SelfClosingApp: App {
  static var applicationID: String { "io.github.overshoot.Tests.SelfClosing" }
  static var isUnique: Bool { false }
  var body: some Scene {
    WindowGroup("Self-closing") { SelfClosingPage() }
  }
}

struct SelfClosingPage: Widget {
  static var appearances = 0
  /// The id of `Application.shared` when the page appeared.
  static var sharedApplicationID: String?
  @Environment(\.dismiss) private var dismiss
  var body: some Widget {
    Text("Closing").onAppear {
      SelfClosingPage.appearances += 1
      SelfClosingPage.sharedApplicationID = Application.shared.flatMap {
        g_application_get_application_id($0.gtkApplication.checked(as: GApplication.self))
      }.map { String(cString: $0) }
      Task { @MainActor in dismiss() }
    }
  }
}

/// `App`, `WindowGroup`, `Window(_:id:)` and `openWindow` as SwiftUI developers write them.
final class SceneTests: GtkWarningFreeTestCase {
  /// The test app's mapped windows titled `title`.
  @MainActor
  private static func shown(_ title: String) -> [UnsafeMutablePointer<GtkWidget>] {
    WidgetFinder.toplevels().filter {
      gtk_widget_get_mapped($0) != 0 && WidgetFinder.title(of: $0) == title
    }
  }

  @MainActor
  private static func content(of window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
    GtkWidget
  > {
    gtk_window_get_child(window.checked(as: GtkWindow.self))!
  }

  @MainActor
  private static func closeAll(_ host: SceneHost) {
    for scene in host.scenes { for window in scene.windows { window.close() } }
  }

  func testActivationOpensTheFirstScenesWindowAndAgainOnlyRaisesIt() {
    MainActor.assumeIsolated {
      let host = SceneHost(
        application: GtkTestEnvironment.sharedApplication, appName: "Journal",
        scene: JournalApp().body)
      defer { Self.closeAll(host) }
      XCTAssertEqual(host.scenes.map(\.id), [nil, "settings"])
      host.activate()
      GtkTestEnvironment.wait("the Journal window") { Self.shown("Journal").count == 1 }
      XCTAssertEqual(
        WidgetFinder.labelTexts(under: Self.content(of: Self.shown("Journal")[0])).first,
        "No entries yet")
      XCTAssertTrue(Self.shown("Settings").isEmpty, "a Window scene opens only when asked")
      host.activate()
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(Self.shown("Journal").count, 1, "a second activation raises the open window")
    }
  }

  func testOpenWindowShowsTheSettingsWindowOnceAndMakesItAgainAfterItCloses() {
    MainActor.assumeIsolated {
      let host = SceneHost(
        application: GtkTestEnvironment.sharedApplication, appName: "Journal",
        scene: JournalApp().body)
      defer { Self.closeAll(host) }
      host.activate()
      GtkTestEnvironment.wait("the Journal window") { Self.shown("Journal").count == 1 }
      let home = Self.content(of: Self.shown("Journal")[0])

      XCTAssertTrue(WidgetFinder.click("Settings…", under: home))
      GtkTestEnvironment.wait("the Settings window") { Self.shown("Settings").count == 1 }
      let settings = Self.shown("Settings")[0]
      XCTAssertEqual(
        gtk_window_get_application(settings.checked(as: GtkWindow.self)),
        GtkTestEnvironment.sharedApplication.gtkApplication)
      XCTAssertTrue(
        WidgetFinder.labelTexts(under: Self.content(of: settings)).contains("Settings page"))

      XCTAssertTrue(WidgetFinder.click("Settings…", under: home))
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(Self.shown("Settings"), [settings], "opening it again raises the same window")

      XCTAssertTrue(WidgetFinder.click("Done", under: Self.content(of: settings)))
      GtkTestEnvironment.wait("dismiss() to close the Settings window") {
        Self.shown("Settings").isEmpty
      }
      XCTAssertTrue(host.scenes[1].windows.isEmpty)

      XCTAssertTrue(WidgetFinder.click("Settings…", under: home))
      GtkTestEnvironment.wait("a new Settings window") { Self.shown("Settings").count == 1 }
      XCTAssertTrue(
        WidgetFinder.labelTexts(under: Self.content(of: Self.shown("Settings")[0])).contains(
          "Settings page"))
    }
  }

  func testAWindowGroupWithAnIdOpensANewWindowEachTime() {
    MainActor.assumeIsolated {
      let host = SceneHost(
        application: GtkTestEnvironment.sharedApplication, appName: "Viewer",
        scene: SceneList([
          WindowGroup { Text("Main") },
          WindowGroup("Viewer", id: "viewer") { Text("A viewer") }.defaultSize(
            width: 300, height: 200),
        ]))
      defer { Self.closeAll(host) }
      host.activate()
      GtkTestEnvironment.wait("the main window, titled with the app's name") {
        Self.shown("Viewer").count == 1
      }
      host.openWindow(id: "viewer")
      host.openWindow(id: "viewer")
      GtkTestEnvironment.wait("two more windows") { Self.shown("Viewer").count == 3 }
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_window_get_default_size(
        host.scenes[1].windows[0].gtkWindow.checked(as: GtkWindow.self), &width, &height)
      XCTAssertEqual([width, height], [300, 200])
      host.openWindow(id: "no-such-scene")  // warns, opens nothing
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(Self.shown("Viewer").count, 3)
    }
  }

  func testAWindowSceneOpensAtItsDefaultSizeEachTime() {
    MainActor.assumeIsolated {
      let host = SceneHost(
        application: GtkTestEnvironment.sharedApplication, appName: "Rows",
        scene: SceneList([
          WindowGroup { Text("Main") },
          Window("All Rows", id: "rows") { Text("Row 0") }.defaultSize(width: 320, height: 240),
        ]))
      defer { Self.closeAll(host) }
      host.activate()
      GtkTestEnvironment.wait("the main window") { Self.shown("Rows").count == 1 }
      for _ in 0..<2 {
        host.openWindow(id: "rows")
        GtkTestEnvironment.wait("the All Rows window") { Self.shown("All Rows").count == 1 }
        let window = Self.shown("All Rows")[0]
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.checked(as: GtkWindow.self), &width, &height)
        XCTAssertEqual([width, height], [320, 240])
        gtk_window_close(window.checked(as: GtkWindow.self))
        GtkTestEnvironment.wait("the window closed") { Self.shown("All Rows").isEmpty }
      }
    }
  }

  func testOpenWindowOutsideAnAppOpensNothing() {
    MainActor.assumeIsolated {
      let before = Window.shownWindows.count
      EnvironmentValues().openWindow(id: "settings")
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(Window.shownWindows.count, before)
    }
  }

  func testRunningAnAppShowsItsFirstSceneAndReturnsWhenItsLastWindowCloses() {
    MainActor.assumeIsolated {
      XCTAssertNil(Application.shared, "no application runs yet")
      XCTAssertEqual(SelfClosingApp.run(), 0)
      XCTAssertEqual(SelfClosingPage.appearances, 1)
      XCTAssertEqual(SelfClosingPage.sharedApplicationID, SelfClosingApp.applicationID)
      XCTAssertNil(Application.shared, "the application ran out")
    }
  }

  func testTheApplicationIdComesFromTheModuleAndTypeNames() {
    MainActor.assumeIsolated {
      let id = JournalApp.applicationID
      XCTAssertEqual(id, "OvershootTests.JournalApp")
      XCTAssertEqual(ApplicationID.derived(from: "My App.Main<Int>"), "My_App.Main_Int_")
      XCTAssertEqual(ApplicationID.derived(from: "Tool"), "app.Tool")
      XCTAssertEqual(ApplicationID.derived(from: "3D.Viewer"), "_3D.Viewer")
      XCTAssertNotEqual(g_application_id_is_valid(ApplicationID.derived(from: "a.(b c).d")), 0)
    }
  }
}
