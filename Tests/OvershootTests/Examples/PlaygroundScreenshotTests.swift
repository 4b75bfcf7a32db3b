import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import ScrollCore
import XCTest

@testable import ScrollPlayground

/// Pictures of every Playground section, written to `$OVERSHOOT_SCREENSHOT_DIR` (or a temporary
/// folder) as `playground-<section>.png`, so anyone can see what a user sees.
final class PlaygroundScreenshotTests: XCTestCase {
  override func setUpWithError() throws {
    try MainActor.assumeIsolated { try GtkTestEnvironment.require() }
  }

  /// Where the pictures go; made if missing.
  private static func folder() throws -> URL {
    let environment = ProcessInfo.processInfo.environment["OVERSHOOT_SCREENSHOT_DIR"]
    let url =
      environment.map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "overshoot-playground-screenshots")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func testEverySectionIsPhotographed() throws {
    let folder = try Self.folder()
    try MainActor.assumeIsolated {
      let fixture = PlaygroundTests.Fixture()
      defer { fixture.window.close() }
      var written: [String] = []
      for section in fixture.page.sections {
        let name = type(of: section).name
        fixture.show(name)
        Self.prepare(name, on: fixture)
        let path = folder.appendingPathComponent("playground-\(name).png").path
        var outcome: Result<Void, WidgetScreenshot.Failure>?
        WidgetScreenshot.savePNGAfterNextFrame(of: fixture.window.window, to: path) {
          outcome = $0
        }
        GtkTestEnvironment.wait("\(name)'s screenshot") { outcome != nil }
        try outcome?.get()
        written.append(path)
      }
      for path in written {
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        XCTAssertGreaterThan(size, 1_000, "\(path) looks empty")
      }
      print("Playground screenshots: " + written.joined(separator: ", "))
    }
  }

  /// Puts a section in a state worth a picture: scrolled, selected, or mid-pull.
  @MainActor
  private static func prepare(_ name: String, on fixture: PlaygroundTests.Fixture) {
    let page = fixture.page
    switch name {
    case RefreshableContentSection.name:
      // The short card mid-refresh: spinner, "Refreshing…", content moved down.
      page.refreshableContent.short.beginRefreshing(source: .button)
    case VirtualRowsSection.name:
      page.virtualRows.list.scroll(toPosition: 8_388_608)
      GtkTestEnvironment.wait("the middle row at the top") {
        page.virtualRows.list.visibleRange?.positions.lowerBound == 8_388_608
      }
      page.virtualRows.updateStatus()
    case CarouselSection.name:
      page.carousel.scrollView.scroll(
        toOffset: ScrollPoint(x: page.carousel.layout.offset(ofCard: 6) + 60, y: 0))
    case FlashSection.name:
      page.flash.flashNow()
    case SeparatorsSection.name:
      page.separators.selectionMode = .multiple
      page.separators.list.select([2, 3, 6])
    case PullControlsSection.name:
      // Mid-pull, armed: the indicator and the inspector both show it.
      let controller = fixture.pullScrollController.gpointer
      overshoot_signal_emit_by_name(controller, "scroll-begin")
      for _ in 0..<4 { _ = overshoot_signal_emit_scroll(controller, 0, -1) }
    default:
      break
    }
    MainContext.run(forSeconds: 0.4)
  }
}
