import CGtk
import Foundation
import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@testable import Overshoot

/// A settings model as SwiftUI code would write it.
@MainActor @Observable
final class Preferences {
  enum Size: Equatable { case small, medium, large }
  var notifications = false
  var size = Size.medium
  var volume = 30.0
  var lines = ["one", "two"]
}

/// The controls show a binding's value and write the user's changes back through it, both ways.
final class ControlsTests: GtkTestCase {
  func testAToggleWritesFlipsAndFollowsItsModel() {
    MainActor.assumeIsolated {
      let preferences = Preferences()
      let shown = WidgetModifierTests.Shown {
        Toggle("Notifications", isOn: Binding(preferences, \.notifications))
      }
      defer { shown.window.close() }
      guard let toggle = WidgetFinder.control(titled: "Notifications", under: shown.root) else {
        return XCTFail("no switch in a row titled Notifications")
      }
      XCTAssertEqual(gtk_switch_get_active(OpaquePointer(toggle)), 0)
      gtk_switch_set_active(OpaquePointer(toggle), 1)
      XCTAssertTrue(preferences.notifications, "the flip was not written to the model")
      preferences.notifications = false
      GtkTestEnvironment.wait("the switch to follow the model") {
        gtk_switch_get_active(OpaquePointer(toggle)) == 0
      }
    }
  }

  func testAPickerActivatesOneButtonAndWritesTheChoice() {
    MainActor.assumeIsolated {
      let preferences = Preferences()
      let shown = WidgetModifierTests.Shown {
        Picker(
          "Size", selection: Binding(preferences, \.size),
          options: [("Small", .small), ("Medium", .medium), ("Large", .large)])
      }
      defer { shown.window.close() }
      let active = {
        ["Small", "Medium", "Large"].filter { title in
          guard let button = WidgetFinder.button(title, under: shown.root) else { return false }
          return gtk_toggle_button_get_active(button.checked(as: GtkToggleButton.self)) != 0
        }
      }
      XCTAssertEqual(active(), ["Medium"])
      guard let large = WidgetFinder.button("Large", under: shown.root) else {
        return XCTFail("no Large button")
      }
      gtk_toggle_button_set_active(large.checked(as: GtkToggleButton.self), 1)
      XCTAssertEqual(preferences.size, .large)
      XCTAssertEqual(active(), ["Large"])
      preferences.size = .small
      GtkTestEnvironment.wait("the buttons to follow the model") { active() == ["Small"] }
      XCTAssertEqual(preferences.size, .small, "following the model must not write it back")
    }
  }

  func testAStepperKeepsItsRangeAndWritesTheValue() {
    MainActor.assumeIsolated {
      let preferences = Preferences()
      let shown = WidgetModifierTests.Shown {
        Stepper("Volume", value: Binding(preferences, \.volume), in: 0...100, step: 5)
      }
      defer { shown.window.close() }
      guard let field = WidgetFinder.control(titled: "Volume", under: shown.root) else {
        return XCTFail("no spin button in a row titled Volume")
      }
      XCTAssertEqual(gtk_spin_button_get_value(OpaquePointer(field)), 30)
      gtk_spin_button_set_value(OpaquePointer(field), 55)
      XCTAssertEqual(preferences.volume, 55)
      gtk_spin_button_set_value(OpaquePointer(field), 250)
      XCTAssertEqual(preferences.volume, 100, "the field should clamp to its range")
      preferences.volume = 10
      GtkTestEnvironment.wait("the field to follow the model") {
        gtk_spin_button_get_value(OpaquePointer(field)) == 10
      }
    }
  }

  func testASliderSnapsToItsStepAndFollowsItsModel() {
    MainActor.assumeIsolated {
      let preferences = Preferences()
      let shown = WidgetModifierTests.Shown {
        Slider("Volume", value: Binding(preferences, \.volume), in: 0...100, step: 10)
      }
      defer { shown.window.close() }
      guard let scale = WidgetFinder.control(titled: "Volume", under: shown.root) else {
        return XCTFail("no scale in a row titled Volume")
      }
      let track = scale.checked(as: GtkRange.self)
      XCTAssertEqual(gtk_range_get_value(track), 30)
      gtk_range_set_value(track, 62)
      XCTAssertEqual(preferences.volume, 60, "a drag should snap to the step")
      gtk_range_set_value(track, 400)
      XCTAssertEqual(preferences.volume, 100, "the scale should clamp to its range")
      preferences.volume = 20
      GtkTestEnvironment.wait("the scale to follow the model") { gtk_range_get_value(track) == 20 }
    }
  }

  func testAColorPaintsItsChannelsAndUpdatesInPlace() throws {
    try MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown(width: 100, height: 100) { Color(rgb: 0xFF_8000) }
      defer { shown.window.close() }
      XCTAssertEqual(try Self.centrePixel(of: shown.window.gtkWindow), [255, 128, 0])
      XCTAssertTrue(Color(rgb: 0x00_00FF).update(shown.root), "a colour updates the same area")
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(try Self.centrePixel(of: shown.window.gtkWindow), [0, 0, 255])
    }
  }

  /// The red, green and blue of the pixel at the middle of `window` as drawn now.
  @MainActor
  private static func centrePixel(of window: UnsafeMutablePointer<GtkWidget>) throws -> [UInt8] {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-color-\(getpid()).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try WidgetScreenshot.savePNG(of: window, to: path)
    let file = g_file_new_for_path(path)
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let texture = gdk_texture_new_from_file(file, nil) else {
      throw XCTSkip("the screenshot could not be read back")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let width = Int(gdk_texture_get_width(texture))
    let height = Int(gdk_texture_get_height(texture))
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      gdk_texture_download(texture, buffer.baseAddress, gsize(width * 4))
    }
    // GDK_MEMORY_DEFAULT: B, G, R, A in memory order.
    let offset = ((height / 2) * width + width / 2) * 4
    return [bytes[offset + 2], bytes[offset + 1], bytes[offset]]
  }

  func testForEachFollowsAnObservedCollection() {
    MainActor.assumeIsolated {
      let preferences = Preferences()
      let shown = WidgetModifierTests.Shown {
        ForEach(preferences.lines, spacing: 2) { line in Text(line) }
      }
      defer { shown.window.close() }
      XCTAssertEqual(WidgetFinder.labelTexts(under: shown.root), ["one", "two"])
      let firstLabel = gtk_widget_get_first_child(shown.root)
      preferences.lines.append("three")
      GtkTestEnvironment.wait("the new line") {
        WidgetFinder.labelTexts(under: shown.root) == ["one", "two", "three"]
      }
      XCTAssertEqual(gtk_widget_get_first_child(shown.root), firstLabel, "kept rows are reused")
      preferences.lines = ["only"]
      GtkTestEnvironment.wait("the removed lines to go") {
        WidgetFinder.labelTexts(under: shown.root) == ["only"]
      }
    }
  }

  func testATabViewShowsOnePageAndRefusesUnknownNames() {
    MainActor.assumeIsolated {
      let tabs = TabView()
      tabs.addTab("first", title: "First", content: Text("Page one"))
      tabs.addTab("second", title: "Second", content: Text("Page two"))
      let shown = WidgetModifierTests.Shown {
        HStack {
          tabs.sidebar()
          tabs
        }
      }
      defer { shown.window.close() }
      XCTAssertEqual(tabs.selection, "first")
      tabs.selection = "second"
      XCTAssertEqual(tabs.selection, "second")
      tabs.selection = "missing"
      XCTAssertEqual(tabs.selection, "second")
      XCTAssertTrue(tabs.hasTab("first"))
      XCTAssertFalse(tabs.hasTab("missing"))
      XCTAssertTrue(WidgetFinder.labelTexts(under: shown.root).contains("First"), "no sidebar")
    }
  }
}
