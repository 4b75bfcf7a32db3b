import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import RefreshCore
import XCTest

/// `OVERSHOOT_TRACE=FILE` records what the widget feeds the state machine, and the recording
/// replays to the same refreshes.
final class PullTraceTests: GtkTestCase {
  func testAPullIsRecordedAndReplaysToOneRefresh() throws {
    try MainActor.assumeIsolated {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("overshoot-trace-\(UUID().uuidString).jsonl").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      setenv(TraceWriter.environmentVariable, path, 1)
      defer { unsetenv(TraceWriter.environmentVariable) }

      let content = gtk_label_new("content")!
      gtk_widget_set_size_request(content, -1, 2_000)
      let view = RefreshableScrolledWindow(child: content)
      view.controller.coordinator.minimumVisibleDuration = .zero
      view.onRefresh {}
      let window = GtkTestWindow(child: view.gtkWidget)
      defer { window.close() }
      let scroll = try XCTUnwrap(
        GtkTestWindow.controller(named: "overshoot-pull-scroll", on: view.scrolledWindow))
      overshoot_signal_emit_by_name(scroll.gpointer, "scroll-begin")
      for _ in 0..<3 { _ = overshoot_signal_emit_scroll(scroll.gpointer, 0, -1) }
      overshoot_signal_emit_by_name(scroll.gpointer, "scroll-end")
      GtkTestEnvironment.wait("the refresh to end and collapse") {
        view.controller.state.refreshCount == 1 && view.controller.phase == .idle
      }

      let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
      let events = try lines.enumerated().map { index, line in
        try TraceEvent(jsonLine: String(line), lineNumber: index + 1)
      }
      XCTAssertTrue(events.contains { if case .geometry = $0.event { true } else { false } })
      XCTAssertEqual(
        events.filter { if case .pull(_, .touchpad) = $0.event { true } else { false } }.count, 3)
      XCTAssertTrue(events.contains { $0.event == .release })
      XCTAssertTrue(events.contains { $0.event == .finish(result: .success) })
      XCTAssertEqual(events.first?.t, 0)

      var replayer = TraceReplayer(configuration: view.controller.configuration)
      var outputs: [ReplayOutput] = []
      for line in lines { outputs += try replayer.feed(line: line) }
      let refreshLines = outputs.map(\.jsonLine).filter { $0.contains("\"refresh\"") }
      XCTAssertEqual(refreshLines.count, 2, "one start and one end: \(refreshLines)")
    }
  }
}
