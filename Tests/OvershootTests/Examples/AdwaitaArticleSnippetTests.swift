import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
import OvershootAdwaita
import XCTest

/// The snippets of OvershootAdwaita.docc/OvershootAdwaita.md, compiled and run here so the
/// article stays true. Keep the two in step.
final class AdwaitaArticleSnippetTests: GtkTestCase {
  @MainActor @Observable final class Settings {
    var notifies = true
    var minutes = 30
  }

  func testTheArticlesSnippetsRun() {
    MainActor.assumeIsolated {
      // Starting libadwaita
      Adwaita.initialize()
      StyleManager.preferredColorScheme = nil  // follow the desktop (the default)
      let dark = StyleManager.colorScheme == .dark
      let accent = StyleManager.accentColor  // nil before libadwaita 1.6
      XCTAssertEqual(dark, StyleManager.colorScheme == .dark)
      _ = accent

      // The main window
      let app = GtkTestEnvironment.sharedApplication
      let main = AdwaitaApplicationWindow(
        application: app, title: "Reader", width: 960, height: 640)
      let sidebarBar = AdwaitaHeaderBar(title: "Feeds")
      sidebarBar.showsTitleButtons(start: true, end: false)
      let contentBar = AdwaitaHeaderBar(title: "All Entries")
      main.setContent(
        SplitView(
          sidebar: VStack(spacing: 0) {
            sidebarBar
            Text("Sidebar")
          },
          detail: VStack(spacing: 0) {
            contentBar
            Text("Entries")
          }))
      main.window.present()
      GtkTestEnvironment.wait("the window to map") { gtk_widget_get_mapped(main.gtkWidget) != 0 }
      XCTAssertTrue(WidgetFinder.labelTexts(under: main.gtkWidget).contains("All Entries"))
      main.window.close()

      // Toasts
      let toasts = ToastPresenter()
      let timeline = ToastOverlay(toasts) {
        Text("Entries")
      }
      toasts.show(
        Toast("5 entries marked as read", timeoutSeconds: 10).button("Undo") {
          print("undo")
        })
      let window = GtkTestWindow(child: timeline.makeGtkWidget())
      GtkTestEnvironment.wait("the toast") { toasts.shownToastTitle != nil }
      window.close()

      // Empty and failed states
      let empty = StatusPage("No Feeds", systemImage: "rss-symbolic", description: "Add one with +")
        .button("Add Feed…") { print("add a feed") }
      let page = GtkTestWindow(child: empty.makeGtkWidget())
      XCTAssertTrue(WidgetFinder.labelTexts(under: page.window).contains("No Feeds"))
      XCTAssertNotNil(WidgetFinder.button("Add Feed…", under: page.window))
      page.close()

      // About
      let about = AdwaitaAboutWindow(
        applicationName: "Reader", version: "1.0", developerName: "The Reader developers",
        applicationIcon: "org.example.Reader", license: .mit,
        website: "https://example.org", issueURL: "https://example.org/issues")
      about.present(over: nil)
      GtkTestEnvironment.wait("About to map") { gtk_widget_get_mapped(about.gtkWidget) != 0 }
      about.close()

      // Preferences
      let settings = Settings()
      let preferences = PreferencesWindow(title: "Preferences") {
        PreferencesPage("General", systemImage: "emblem-system-symbolic") {
          PreferencesGroup("Refresh") {
            SpinRow("Minutes between refreshes", value: Binding(settings, \.minutes), in: 0...1440)
            SwitchRow("Notify about new entries", isOn: Binding(settings, \.notifies))
          }
        }
      }
      preferences.present(over: nil)
      GtkTestEnvironment.wait("Preferences to map") {
        gtk_widget_get_mapped(preferences.gtkWidget) != 0
      }
      preferences.close()
      GtkTestEnvironment.wait("the windows to close") { !about.isOpen && !preferences.isOpen }
    }
  }
}
