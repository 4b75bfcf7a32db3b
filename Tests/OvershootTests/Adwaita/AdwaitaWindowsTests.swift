import CGtk
import GtkGlue
import GtkTestSupport
import Observation
import Overshoot
@_spi(Testing) import OvershootAdwaita
import XCTest

/// The About and Preferences windows, the status page and the style manager, under real GTK and
/// whichever libadwaita runs (1.2's windows, or 1.5's dialogs).
final class AdwaitaWindowsTests: GtkTestCase {
  @MainActor @Observable
  final class Settings {
    var notifies = false
    var minutes = 30
    var emptyTitle = "No Feeds"
  }

  func testTheAboutWindowOpensWithTheNameAndVersion() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      let parent = GtkTestWindow(child: Text("Parent").makeGtkWidget())
      defer { parent.close() }
      let about = AdwaitaAboutWindow(
        applicationName: "Test Reader", version: "9.8.7", developerName: "The Testers",
        applicationIcon: "io.github.overshoot.Overshoot", license: .mit,
        website: "https://example.org", issueURL: "https://example.org/issues")
      about.present(over: parent.window.checked(as: GtkWindow.self))
      GtkTestEnvironment.wait("the About window to map") {
        gtk_widget_get_mapped(about.gtkWidget) != 0
      }
      XCTAssertEqual(about.text(of: "application-name"), "Test Reader")
      XCTAssertEqual(about.text(of: "version"), "9.8.7")
      GtkTestEnvironment.wait("the name and version on screen") {
        let texts = WidgetFinder.labelTexts(under: about.gtkWidget)
        return texts.contains("Test Reader") && texts.contains("9.8.7")
      }
      about.close()
      GtkTestEnvironment.wait("the About window to close") { !about.isOpen }
    }
  }

  func testPreferencesRowsFollowAndWriteTheirBindings() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      let settings = Settings()
      let preferences = PreferencesWindow(title: "Preferences") {
        PreferencesPage("General", systemImage: "emblem-system-symbolic") {
          PreferencesGroup("Refresh") {
            SwitchRow("Notify", isOn: Binding(settings, \.notifies))
            SpinRow("Minutes", value: Binding(settings, \.minutes), in: 0...1440)
          }
        }
      }
      preferences.present(over: nil)
      defer { preferences.close() }
      GtkTestEnvironment.wait("the Preferences window to map") {
        gtk_widget_get_mapped(preferences.gtkWidget) != 0
      }
      guard let control = WidgetFinder.widgets("switch", under: preferences.gtkWidget).first,
        let spin = WidgetFinder.widgets("spinbutton", under: preferences.gtkWidget).first
      else { return XCTFail("the rows have a switch and a spin button") }
      let toggle = control.checked(gtk_switch_get_type())
      let number = spin.checked(gtk_spin_button_get_type())
      XCTAssertEqual(gtk_switch_get_active(toggle), 0)
      XCTAssertEqual(gtk_spin_button_get_value(number), 30)
      // The user flips the switch: the model follows.
      _ = gtk_widget_activate(control)
      GtkTestEnvironment.wait("the switch to write the binding") { settings.notifies }
      // The model changes: the switch follows.
      settings.notifies = false
      GtkTestEnvironment.wait("the switch to follow the model") {
        gtk_switch_get_active(toggle) == 0
      }
      gtk_spin_button_set_value(number, 5)
      GtkTestEnvironment.wait("the spin row to write the binding") { settings.minutes == 5 }
      settings.minutes = 60
      GtkTestEnvironment.wait("the spin row to follow the model") {
        gtk_spin_button_get_value(number) == 60
      }
    }
  }

  func testAStatusPageShowsItsTitleAndFollowsTheModel() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      let settings = Settings()
      let window = GtkTestWindow(
        child: StatusPage(
          settings.emptyTitle, systemImage: "rss-symbolic", description: "Add one with +"
        ).makeGtkWidget())
      defer { window.close() }
      XCTAssertTrue(WidgetFinder.labelTexts(under: window.window).contains("No Feeds"))
      XCTAssertTrue(WidgetFinder.labelTexts(under: window.window).contains("Add one with +"))
      settings.emptyTitle = "Couldn’t Load Feeds"
      GtkTestEnvironment.wait("the new title") {
        WidgetFinder.labelTexts(under: window.window).contains("Couldn’t Load Feeds")
      }
    }
  }

  func testTheStyleManagerFollowsTheAskedColorScheme() {
    MainActor.assumeIsolated {
      Adwaita.initialize()
      defer { StyleManager.preferredColorScheme = nil }
      XCTAssertNil(StyleManager.preferredColorScheme, "by default the desktop's preference rules")
      StyleManager.preferredColorScheme = .dark
      XCTAssertEqual(StyleManager.colorScheme, .dark)
      StyleManager.preferredColorScheme = .light
      XCTAssertEqual(StyleManager.colorScheme, .light)
      XCTAssertEqual(StyleManager.preferredColorScheme, .light)
      if let accent = StyleManager.accentColor {
        XCTAssertTrue((0...1).contains(accent.red) && (0...1).contains(accent.blue))
      }
    }
  }
}
