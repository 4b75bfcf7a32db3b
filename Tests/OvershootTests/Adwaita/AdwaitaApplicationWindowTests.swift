import CGtk
import GtkGlue
import GtkTestSupport
import Overshoot
import OvershootAdwaita
import XCTest

/// The libadwaita main window: an AdwApplicationWindow whose content carries a header bar per
/// pane, and over which libadwaita's dialogs (1.5 and later) show inside the window.
final class AdwaitaApplicationWindowTests: GtkTestCase {
  func testTheWindowIsAnAdwApplicationWindowShowingAHeaderBarPerPane() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      let main = AdwaitaApplicationWindow(
        application: GtkTestEnvironment.sharedApplication, title: "Reader", width: 640,
        height: 400)
      defer { main.window.close() }
      let sidebarBar = AdwaitaHeaderBar(title: "Feeds")
      sidebarBar.showsTitleButtons(start: true, end: false)
      let contentBar = AdwaitaHeaderBar()
      contentBar.setTitle(Text("Alpha"))
      contentBar.addLeading(Button("Refresh", systemImage: "view-refresh-symbolic") {})
      main.setContent(
        SplitView(
          sidebarWidth: 200,
          sidebar: VStack(spacing: 0) {
            sidebarBar
            Text("Sidebar")
          },
          detail: VStack(spacing: 0) {
            contentBar
            Text("Content")
          }))
      main.window.present()
      GtkTestEnvironment.wait("the window to map") { gtk_widget_get_mapped(main.gtkWidget) != 0 }
      MainContext.run(forSeconds: 0.2)

      XCTAssertEqual(
        String(cString: g_type_name_from_instance(main.gtkWidget.typeInstance)),
        "AdwApplicationWindow")
      XCTAssertNotNil(main.content)
      XCTAssertEqual(main.window.title, "Reader")
      XCTAssertEqual(WidgetsOfType.count(named: "AdwHeaderBar", under: main.gtkWidget), 2)
      XCTAssertEqual(gtk_widget_get_mapped(sidebarBar.gtkWidget), 1)
      XCTAssertEqual(gtk_widget_get_mapped(contentBar.gtkWidget), 1)
      XCTAssertTrue(WidgetFinder.labelTexts(under: sidebarBar.gtkWidget).contains("Feeds"))
      XCTAssertTrue(WidgetFinder.labelTexts(under: contentBar.gtkWidget).contains("Alpha"))
      // Side by side at the top: the sidebar's bar left of the content's.
      let (sidebarX, sidebarY) = WidgetFinder.origin(of: sidebarBar.gtkWidget, in: main.gtkWidget)
      XCTAssertLessThan(abs(sidebarY), 8, "the sidebar's bar at the top")
      let (x, y) = WidgetFinder.origin(of: contentBar.gtkWidget, in: main.gtkWidget)
      XCTAssertEqual(y, sidebarY, "both bars at the top")
      XCTAssertGreaterThanOrEqual(x - sidebarX, 180, "the content's bar beside the sidebar's")
    }
  }

  func testTheAboutWindowShowsInsideTheWindowWhereLibadwaitaHasDialogs() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      let main = AdwaitaApplicationWindow(
        application: GtkTestEnvironment.sharedApplication, title: "Reader", width: 640,
        height: 480)
      defer { main.window.close() }
      main.setContent(Text("Content"))
      main.window.present()
      GtkTestEnvironment.wait("the window to map") { gtk_widget_get_mapped(main.gtkWidget) != 0 }
      let about = AdwaitaAboutWindow(
        applicationName: "Test Reader", version: "1.0", developerName: "The Testers",
        applicationIcon: "io.github.overshoot.Overshoot", license: .mit,
        website: "https://example.org", issueURL: "https://example.org/issues")
      about.present(over: main.gtkWidget.checked(as: GtkWindow.self))
      defer { about.close() }
      GtkTestEnvironment.wait("the About window to map") {
        gtk_widget_get_mapped(about.gtkWidget) != 0
      }
      let root = gtk_widget_get_root(about.gtkWidget).map { UnsafeMutableRawPointer($0) }
      let minor = Int(Adwaita.version.split(separator: ".")[1]) ?? 0
      if minor >= 5 {
        // An AdwDialog over a plain GtkWindow gets a window of its own; over this one it is a
        // sheet inside it.
        XCTAssertEqual(root, UnsafeMutableRawPointer(main.gtkWidget), "the dialog shows inside")
      } else {
        XCTAssertEqual(root, UnsafeMutableRawPointer(about.gtkWidget))
        XCTAssertEqual(
          gtk_window_get_transient_for(about.gtkWidget.checked(as: GtkWindow.self)).map {
            UnsafeMutableRawPointer($0)
          }, UnsafeMutableRawPointer(main.gtkWidget))
      }
    }
  }
}
