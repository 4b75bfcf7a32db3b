import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import RefreshCore
import ScrollCore
import XCTest

@testable import ScrollPlayground

/// The scroll playground (Examples/ScrollPlayground) on real GTK: every section shows without CRITICALs, and each
/// control drives the library the way its label says.
final class PlaygroundTests: XCTestCase {
  override func setUpWithError() throws {
    try MainActor.assumeIsolated { try GtkTestEnvironment.require() }
  }

  /// A page in a window, 1000 × 680 unless asked otherwise.
  @MainActor
  final class Fixture {
    let page = PlaygroundPage()
    let window: GtkTestWindow

    init(width: Int32 = 1000, height: Int32 = 680) {
      window = GtkTestWindow(child: page.widget, width: width, height: height)
    }

    /// Shows the section `name` and waits until it is mapped and laid out.
    func show(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
      XCTAssertTrue(page.show(section: name), "no section \(name)", file: file, line: line)
      let section = page.sections.first { type(of: $0).name == name }!
      GtkTestEnvironment.wait("section \(name) to be shown", file: file, line: line) {
        gtk_widget_get_mapped(section.widget) != 0 && gtk_widget_get_height(section.widget) > 0
      }
      // The crossfade and the first frame of the new section.
      MainContext.run(forSeconds: 0.3)
    }

    /// The pull section's scroll controller, which our pulls are emitted on.
    var pullScrollController: OpaquePointer {
      guard
        let controller = GtkTestWindow.controller(
          named: "overshoot-pull-scroll", on: page.pullControls.view.scrolledWindow)
      else { preconditionFailure("no pull scroll controller on the scrolled window") }
      return controller
    }
  }

  func testEverySectionBuildsAndShowsWithoutCriticals() {
    MainActor.assumeIsolated {
      let criticalsBefore = GtkTestEnvironment.criticalCount
      let fixture = Fixture()
      defer { fixture.window.close() }
      XCTAssertEqual(fixture.page.sections.count, 6)
      for section in fixture.page.sections {
        fixture.show(type(of: section).name)
        XCTAssertEqual(fixture.page.visibleSectionName, type(of: section).name)
      }
      XCTAssertEqual(GtkTestEnvironment.criticalCount, criticalsBefore)
    }
  }

  func testTheVirtualListHas16MRowsAndFewRowWidgetsAfterEnd() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.show(VirtualRowsSection.name)
      let section = fixture.page.virtualRows
      XCTAssertEqual(section.list.count, 16_777_216)
      XCTAssertTrue(WidgetFinder.click("End", under: section.widget), "no End button")
      GtkTestEnvironment.wait("the last row to be shown") {
        section.list.visibleRange?.positions.contains(16_777_215) ?? false
      }
      MainContext.run(forSeconds: 0.2)
      XCTAssertLessThanOrEqual(section.list.liveRowCount, 250)
      XCTAssertGreaterThan(section.list.liveRowCount, 0)
      let status = section.status
      XCTAssertTrue(status.hasPrefix("16,777,216 rows · "), status)
      XCTAssertTrue(status.contains("16,777,215"), "status should show the last row: \(status)")
      GtkTestEnvironment.wait("the status line to show the status") {
        WidgetFinder.labelTexts(under: section.widget).contains(section.status)
      }
    }
  }

  func testTheMiddleButtonShowsTheMiddleRowAtTheTop() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.show(VirtualRowsSection.name)
      let section = fixture.page.virtualRows
      XCTAssertTrue(WidgetFinder.click("Middle", under: section.widget), "no Middle button")
      GtkTestEnvironment.wait("the middle row to reach the top") {
        section.list.visibleRange?.positions.lowerBound == 8_388_608
      }
    }
  }

  func testTheThresholdSpinButtonSetsTheControllersThreshold() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      let section = fixture.page.pullControls
      guard let field = WidgetFinder.control(titled: "Threshold (px)", under: section.widget)
      else { return XCTFail("no threshold field") }
      let spin = OpaquePointer(field)
      XCTAssertEqual(gtk_spin_button_get_value(spin), 80)
      gtk_spin_button_set_value(spin, 150)
      XCTAssertEqual(section.view.controller.configuration.threshold, .points(150))
      gtk_spin_button_set_value(spin, 40)
      XCTAssertEqual(section.view.controller.configuration.threshold, .points(40))
    }
  }

  func testThePolicyTriggerAndSwitchesWriteTheConfiguration() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      let section = fixture.page.pullControls
      let choose = { (title: String) in
        guard let button = WidgetFinder.button(title, under: section.widget) else {
          return XCTFail("no \(title) button")
        }
        gtk_toggle_button_set_active(button.checked(as: GtkToggleButton.self), 1)
      }
      choose("Queue")
      XCTAssertEqual(section.view.controller.configuration.policy, .queueOne)
      choose("Restart")
      XCTAssertEqual(section.view.controller.configuration.policy, .cancelAndRestart)
      choose("Threshold")
      XCTAssertEqual(section.view.controller.configuration.trigger, .onThreshold)
      let flip = { (title: String, isOn: Bool) in
        guard let toggle = WidgetFinder.control(titled: title, under: section.widget) else {
          return XCTFail("no \(title) switch")
        }
        gtk_switch_set_active(OpaquePointer(toggle), isOn ? 1 : 0)
      }
      let wheelPulls = section.view.controller.configuration.wheelPullsEnabled
      flip("Wheel pulls", !wheelPulls)
      XCTAssertEqual(section.view.controller.configuration.wheelPullsEnabled, !wheelPulls)
      let mouseDrag = section.view.allowsMouseDrag
      flip("Mouse-drag pulls", !mouseDrag)
      XCTAssertEqual(section.view.allowsMouseDrag, !mouseDrag)
    }
  }

  func testTheInspectorFollowsAPull() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.show(PullControlsSection.name)
      let section = fixture.page.pullControls
      let inspector = { section.inspector }
      XCTAssertTrue(inspector().hasPrefix("phase       idle\nfraction    0.00"), inspector())

      let controller = fixture.pullScrollController.gpointer
      overshoot_signal_emit_by_name(controller, "scroll-begin")
      _ = overshoot_signal_emit_scroll(controller, 0, -0.5)
      XCTAssertEqual(section.view.controller.phase, .pulling)
      let fraction = PlaygroundFormat.fixed(section.view.controller.fraction, decimals: 2)
      XCTAssertTrue(inspector().contains("phase       pulling"), inspector())
      XCTAssertTrue(inspector().contains("fraction    \(fraction)"), inspector())
      XCTAssertNotEqual(fraction, "0.00")

      for _ in 0..<3 { _ = overshoot_signal_emit_scroll(controller, 0, -1) }
      XCTAssertEqual(section.view.controller.phase, .armed)
      XCTAssertTrue(inspector().contains("phase       armed"), inspector())

      overshoot_signal_emit_by_name(controller, "scroll-end")
      GtkTestEnvironment.wait("the refresh to start") {
        section.view.controller.phase == .refreshing
      }
      XCTAssertTrue(inspector().contains("phase       refreshing"), inspector())
      XCTAssertTrue(inspector().contains("refreshes   1"), inspector())

      section.view.cancelRefreshing()
      GtkTestEnvironment.wait("the indicator to collapse") {
        section.view.controller.phase == .idle
      }
      XCTAssertTrue(inspector().contains("last        cancelled"), inspector())
      XCTAssertTrue(inspector().contains("phase       idle"), inspector())
      GtkTestEnvironment.wait("the inspector's label to show the inspector") {
        WidgetFinder.labelTexts(under: section.widget).contains(section.inspector)
      }
    }
  }

  func testWithOverlayScrollingOffTheFlashButtonSaysWhyNothingFlashed() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.show(FlashSection.name)
      let section = fixture.page.flash
      XCTAssertTrue(WidgetFinder.click("Flash now", under: section.widget))
      XCTAssertEqual(section.decision, "flashScrollIndicators(): flash: vertical")
      guard let overlay = WidgetFinder.control(titled: "Overlay scrolling", under: section.widget)
      else { return XCTFail("no overlay scrolling switch") }
      gtk_switch_set_active(OpaquePointer(overlay), 0)
      XCTAssertFalse(section.scrollView.overlayScrolling)
      XCTAssertTrue(WidgetFinder.click("Flash now", under: section.widget))
      XCTAssertEqual(section.decision, "flashScrollIndicators(): skipped: overlay scrolling is off")
      GtkTestEnvironment.wait("the decision's label to show the decision") {
        WidgetFinder.labelTexts(under: section.widget).contains(section.decision)
      }
    }
  }

  func testTheCounterButtonFlashesThroughTheTrigger() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.show(FlashSection.name)
      let section = fixture.page.flash
      let scrollbar = gtk_scrolled_window_get_vscrollbar(
        section.scrollView.scrolledWindow.checked(gtk_scrolled_window_get_type()))!
      GtkTestEnvironment.wait("the indicators to settle hidden", timeout: 6) {
        gtk_widget_get_opacity(scrollbar) == 0
      }
      XCTAssertTrue(WidgetFinder.click("Add a line (trigger: 0)", under: section.widget))
      XCTAssertEqual(section.counter, 1)
      GtkTestEnvironment.wait("the line and the new title to show") {
        let texts = WidgetFinder.labelTexts(under: section.widget)
        return texts.contains("Added line 1") && texts.contains("Add a line (trigger: 1)")
      }
      GtkTestEnvironment.wait("the trigger to flash the indicator") {
        gtk_widget_get_opacity(scrollbar) > 0
      }
    }
  }

  func testTheSeparatorsSwitchAndSelectionModes() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.show(SeparatorsSection.name)
      let section = fixture.page.separators
      XCTAssertTrue(section.list.showSeparators)
      guard let separators = WidgetFinder.control(titled: "Separators", under: section.widget)
      else { return XCTFail("no separators switch") }
      gtk_switch_set_active(OpaquePointer(separators), 0)
      XCTAssertFalse(section.list.showSeparators)
      XCTAssertFalse(gtk_widget_has_css_class(section.list.gtkWidget, "separators") != 0)

      let choose = { (title: String) in
        guard let button = WidgetFinder.button(title, under: section.widget) else {
          return XCTFail("no \(title) button")
        }
        gtk_toggle_button_set_active(button.checked(as: GtkToggleButton.self), 1)
      }
      choose("Multiple")
      XCTAssertEqual(section.list.selectionMode, .multiple)
      section.list.select([3, 5])
      XCTAssertEqual(section.selection, "Selected ids: 3, 5")
      GtkTestEnvironment.wait("the selection line to show it") {
        WidgetFinder.labelTexts(under: section.widget).contains("Selected ids: 3, 5")
      }
      choose("Single")
      XCTAssertEqual(section.selection, "Selected ids: none")
      choose("None")
      XCTAssertEqual(section.selection, "Selection is off: rows can only be activated.")
    }
  }

  func testTheCarouselReadoutFollowsTheGeometry() {
    MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.show(CarouselSection.name)
      let section = fixture.page.carousel
      let readout = { section.readout }
      XCTAssertTrue(readout().hasPrefix("offset x    0.0 px"), readout())
      XCTAssertTrue(readout().contains("visible     cards 1–"), readout())
      section.scrollView.scroll(toOffset: ScrollPoint(x: section.layout.offset(ofCard: 9), y: 0))
      GtkTestEnvironment.wait("the readout to show the new offset") {
        readout().hasPrefix("offset x    1458.0 px")
      }
      XCTAssertTrue(readout().contains("visible     cards 10–"), readout())
      let width = Int(gtk_widget_get_width(section.scrollView.scrolledWindow))
      XCTAssertTrue(
        readout().contains("container   \(PlaygroundFormat.grouped(width)) px wide"), readout())
      GtkTestEnvironment.wait("the readout's label to show the readout") {
        WidgetFinder.labelTexts(under: section.widget).contains(section.readout)
      }
    }
  }

  func testF5RefreshesTheShownSectionAndNoHiddenOne() throws {
    try MainActor.assumeIsolated {
      let fixture = Fixture()
      defer { fixture.window.close() }
      fixture.show(PullControlsSection.name)
      // Every refreshable view installs window-wide F5; GTK skips those on unmapped pages,
      // which is what lets several live in one window's stack.
      try GtkTestWindow.pressKeys("F5")
      GtkTestEnvironment.wait("F5 to refresh the pull section") {
        fixture.page.pullControls.view.controller.phase == .refreshing
      }
      XCTAssertEqual(fixture.page.refreshableContent.tall.controller.phase, .idle)
      XCTAssertEqual(fixture.page.refreshableContent.short.controller.phase, .idle)
      fixture.page.pullControls.view.cancelRefreshing()
    }
  }

  func testTheDemoRefreshFailsEveryThirdTimeWithAReadableError() {
    MainActor.assumeIsolated {
      let refresh = DemoRefresh(duration: .milliseconds(1))
      var results: [Result<Void, any Error>] = []
      Task { @MainActor in
        for _ in 0..<3 {
          do {
            try await refresh.run()
            results.append(.success(()))
          } catch {
            results.append(.failure(error))
          }
        }
      }
      GtkTestEnvironment.wait("three refreshes") { results.count == 3 }
      guard results.count == 3, case .failure(let error) = results[2] else {
        return XCTFail("the third refresh should fail")
      }
      let failure = RefreshFailure(error)
      XCTAssertEqual(failure.message, "Refresh 3 failed on purpose (every third one does)")
      XCTAssertTrue(refresh.status.hasPrefix("Refresh 3 failed at "), refresh.status)
      if case .failure = results[0] { XCTFail("the first refresh should succeed") }
    }
  }
}
