import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import OvershootAdwaita
import XCTest

@testable import OvershootApp

/// The reader's libadwaita parts through their real keys: Mark All as Read says how many in a
/// toast whose Undo button restores them, and Ctrl+comma opens Preferences, whose changes reach
/// the running app at once.
final class FeedReaderAdwaitaTests: GtkWarningFreeTestCase {
  func testMarkAllReadShowsAToastWhoseUndoButtonRestoresTheEntries() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...3))
      let window = reader.openLoadedWindow(subscribingTo: [feed])
      let unread = window.model.unreadTotal
      XCTAssertGreaterThan(unread, 0)
      let listHeight = gtk_widget_get_height(window.timeline.refreshable.gtkWidget)

      try ReaderHarness.press("ctrl+shift+a", in: window.root)
      GtkTestEnvironment.wait("the toast") {
        Self.toastTexts(in: window).contains { $0.hasSuffix("marked as read.") }
      }
      XCTAssertLessThan(window.model.unreadTotal, unread)
      XCTAssertEqual(window.timeline.notice.actionTitle, "Undo")
      MainContext.run(forSeconds: 0.4)
      XCTAssertEqual(
        gtk_widget_get_height(window.timeline.refreshable.gtkWidget), listHeight,
        "the toast covers the list's bottom; it does not shift it")

      let toast = try XCTUnwrap(WidgetFinder.widgets("toast", under: window.root).first)
      XCTAssertTrue(WidgetFinder.click("Undo", under: toast), "the toast offers Undo")
      GtkTestEnvironment.wait("Undo to restore the entries") { window.model.unreadTotal == unread }
      GtkTestEnvironment.wait("the toast to leave") {
        !Self.toastTexts(in: window).contains { $0.hasSuffix("marked as read.") }
      }
    }
  }

  func testCtrlCommaOpensPreferencesAndTheirChangesApplyAtOnce() throws {
    try MainActor.assumeIsolated {
      Adwaita.initialize()
      setenv("GSETTINGS_BACKEND", "memory", 0)
      let settings = AppSettings()
      let (interval, wheel) = (settings.refreshIntervalMinutes, settings.wheelPulls)
      let remoteImages = settings.remoteImages
      let (startUp, markRead) = (settings.refreshAtStartUp, settings.markReadOnOpen)
      let keepDays = settings.keepEntriesDays
      defer {
        settings.refreshAtStartUp = startUp
        settings.markReadOnOpen = markRead
        settings.keepEntriesDays = keepDays
        settings.refreshIntervalMinutes = interval
        settings.wheelPulls = wheel
        settings.remoteImages = remoteImages
      }
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed("feed.xml", FeedReaderReachTests.rss(1...2))
      let window = reader.openWindow()
      reader.destroyOnCleanUp(window)
      window.use(settings)
      reader.load(window, subscribingTo: [feed])
      XCTAssertEqual(window.state.periodicRefreshMinutes, Int(interval))

      try ReaderHarness.press("ctrl+comma", in: window.root)
      GtkTestEnvironment.wait("Ctrl+comma to open Preferences") {
        PreferencesDialog.shown.map { gtk_widget_get_mapped($0.gtkWidget) != 0 } ?? false
      }
      let preferences = try XCTUnwrap(PreferencesDialog.shown)
      defer { preferences.close() }
      let spin = try XCTUnwrap(
        Self.control("spinbutton", titled: "Minutes between refreshes", in: preferences.gtkWidget))
      let number = spin.checked(gtk_spin_button_get_type())
      XCTAssertEqual(Int(gtk_spin_button_get_value(number)), Int(interval))

      gtk_spin_button_set_value(number, 5)
      GtkTestEnvironment.wait("the new interval to be scheduled") {
        window.state.periodicRefreshMinutes == 5
      }
      XCTAssertEqual(settings.refreshIntervalMinutes, 5)
      gtk_spin_button_set_value(number, 0)
      GtkTestEnvironment.wait("0 to stop periodic refresh") {
        window.state.periodicRefreshMinutes == 0
      }

      let wheelSwitch = try XCTUnwrap(
        Self.control(
          "switch", titled: "Pull to refresh with the mouse wheel", in: preferences.gtkWidget))
      _ = gtk_widget_activate(wheelSwitch)
      GtkTestEnvironment.wait("the wheel setting to flip") { settings.wheelPulls != wheel }
      XCTAssertEqual(
        window.timeline.refreshable.controller.configuration.wheelPullsEnabled, !wheel)
      XCTAssertEqual(window.wheelPullsAction?.isOn, !wheel, "the menu's toggle follows")

      let remoteSwitch = try XCTUnwrap(
        Self.control("switch", titled: "Load remote images", in: preferences.gtkWidget))
      _ = gtk_widget_activate(remoteSwitch)
      GtkTestEnvironment.wait("the remote-images setting to flip") {
        settings.remoteImages != remoteImages
      }
      XCTAssertEqual(window.article.content.remoteContent, remoteImages ? .blocked : .allowed)
      XCTAssertEqual(window.remoteImagesAction?.isOn, !remoteImages, "the menu's toggle follows")

      // The rows of issue 30; what each does is proven in its own *SettingTests.
      for (title, flag) in [
        ("Refresh at start-up", \AppSettings.refreshAtStartUp),
        ("Mark entries read when shown", \AppSettings.markReadOnOpen),
      ] {
        let before = settings[keyPath: flag]
        let row = try XCTUnwrap(Self.control("switch", titled: title, in: preferences.gtkWidget))
        _ = gtk_widget_activate(row)
        GtkTestEnvironment.wait("\(title) to flip") { settings[keyPath: flag] != before }
      }
      let days = try XCTUnwrap(
        Self.control("spinbutton", titled: "Days to keep entries", in: preferences.gtkWidget))
      let daysButton = days.checked(gtk_spin_button_get_type())
      XCTAssertEqual(Int(gtk_spin_button_get_value(daysButton)), Int(keepDays))
      gtk_spin_button_set_value(daysButton, 120)
      GtkTestEnvironment.wait("the days to be saved") { settings.keepEntriesDays == 120 }
    }
  }

  /// The `cssName` widget (a switch, a spin button) in the preferences row titled `title`.
  @MainActor
  static func control(
    _ cssName: String, titled title: String, in root: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GtkWidget>? {
    WidgetFinder.widgets(cssName, under: root).first { control in
      var row = gtk_widget_get_parent(control)
      while let widget = row, WidgetFinder.cssName(of: widget) != "row" {
        row = gtk_widget_get_parent(widget)
      }
      return row.map { WidgetFinder.labelTexts(under: $0).contains(title) } ?? false
    }
  }

  /// The texts of the toasts shown over the timeline.
  @MainActor
  static func toastTexts(in window: MainWindow) -> [String] {
    WidgetFinder.widgets("toast", under: window.root).flatMap { WidgetFinder.labelTexts(under: $0) }
  }
}
