import XCTest

@testable import OvershootApp

/// Without any schema the settings still tell their watchers what the app changed, so a change
/// made in Preferences (which only writes the settings) reaches the running window.
final class SettingChangeWithoutSchemaTests: XCTestCase {
  func testAChangeMadeByTheAppIsReportedToItsWatchersOnly() {
    MainActor.assumeIsolated {
      let settings = AppSettings(schemaID: "io.github.overshoot.NoSuchSchema")
      XCTAssertEqual(settings.storage, .defaultsOnly)
      var intervals: [UInt32] = []
      var wheelChanges = 0
      settings.onChange(of: .refreshInterval) { intervals.append(settings.refreshIntervalMinutes) }
      settings.onChange(of: .wheelPulls) { wheelChanges += 1 }

      settings.refreshIntervalMinutes = 5
      settings.refreshIntervalMinutes = 0
      XCTAssertEqual(intervals, [5, 0])
      XCTAssertEqual(wheelChanges, 0, "a watcher of another key was called")
    }
  }
}
