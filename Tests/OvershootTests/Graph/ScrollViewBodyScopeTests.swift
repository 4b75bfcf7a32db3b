import CGtk
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import XCTest

@_spi(Testing) @testable import Overshoot

/// What one change inside a described `ScrollView` costs: only the bodies that read it run (the
/// body that describes the scroll view does not come to depend on its content's reads), and a
/// body that runs again sets only what changed on its widgets (issue 44's state-fanout bench).
final class ScrollViewBodyScopeTests: GtkTestCase {
  @MainActor @Observable
  final class Model {
    var accent = "first"
    @ObservationIgnored var rootBodies = 0
    @ObservationIgnored var cellBodies = 0

    func countRoot() -> Int {
      rootBodies += 1
      return rootBodies
    }

    func countCell() -> Int {
      cellBodies += 1
      return cellBodies
    }
  }

  /// A cell: a text that reads the model in the cells whose number is 0 mod 10, an icon, and an
  /// icon button that never change.
  struct Cell: Widget {
    let number: Int
    let model: Model
    var body: some Widget {
      let _ = model.countCell()
      // Read by the body itself (a `Text`'s autoclosure would read it in the label's binding).
      let accent = number % 10 == 0 ? model.accent : nil
      HStack {
        Text(accent.map { "\(number) \($0)" } ?? "\(number)")
        Image(systemName: "star")
        Button("Delete \(number)", systemImage: "trash", role: .destructive) {}
      }
    }
  }

  struct Root: Widget {
    let model: Model
    var body: some Widget {
      let _ = model.countRoot()
      ScrollView {
        for number in 0..<50 { Cell(number: number, model: model) }
      }
    }
  }

  func testAChangeInsideAScrollViewRunsOnlyTheBodiesThatReadIt() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown { Root(model: model) }
      defer { shown.window.close() }
      XCTAssertEqual(model.rootBodies, 1)
      XCTAssertEqual(model.cellBodies, 50, "each cell's body once")
      model.accent = "second"
      GtkTestEnvironment.wait("the readers to show the change") {
        WidgetFinder.widgets("label", under: shown.root).contains {
          String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == "10 second"
        }
      }
      MainContext.run(forSeconds: 0.1)
      XCTAssertEqual(model.rootBodies, 1, "the body describing the scroll view ran again")
      XCTAssertEqual(model.cellBodies, 55, "the 5 readers, and only they, run again")
    }
  }

  func testABodyThatRunsAgainLeavesItsUnchangedIconsAndStylesAlone() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown { Root(model: model) }
      defer { shown.window.close() }
      var notified: [String] = []
      var connections: [SignalConnection] = []
      for widget in WidgetFinder.all(under: shown.root) {
        let type = String(
          cString: g_type_name_from_instance(
            UnsafeMutableRawPointer(widget)
              .assumingMemoryBound(to: GTypeInstance.self)))
        guard type == "GtkImage" || type == "GtkButton" else { continue }
        for property in ["icon-name", "storage-type", "css-classes"] {
          connections.append(
            widget.connectWithPointer("notify::\(property)") { _ in
              notified.append("\(type).\(property)")
            })
        }
      }
      XCTAssertGreaterThanOrEqual(connections.count, 300, "50 images and 50 buttons watched")
      model.accent = "second"
      GtkTestEnvironment.wait("the readers to show the change") { model.cellBodies == 55 }
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(
        notified.count, 0,
        "set again though unchanged: \(Dictionary(grouping: notified) { $0 }.mapValues(\.count))")
      for connection in connections { connection.disconnect() }
    }
  }
}
