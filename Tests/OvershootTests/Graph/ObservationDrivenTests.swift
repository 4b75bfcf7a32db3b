import CGtk
import CGtkTestSupport
@_spi(Testing) import GtkGlue
import GtkTestSupport
import Observation
import RefreshCore
import XCTest

@_spi(Testing) @testable import Overshoot

/// An app model as SwiftUI code would write it.
@MainActor @Observable
final class Inbox {
  var title = "Inbox"
  var subjects: [String] = (0..<1_000).map { "Message \($0)" }
  @ObservationIgnored var titleReads = 0

  /// The title, counting how often a widget reads it.
  var countedTitle: String {
    titleReads += 1
    return title
  }
}

/// An item whose rows must follow it while shown, and only then.
@MainActor @Observable
final class Note {
  let id: Int
  var text: String
  init(id: Int) {
    self.id = id
    text = "Note \(id)"
  }
}

/// `@Observable` models drive described widgets: each change is shown once per frame at most.
final class ObservationDrivenTests: GtkTestCase {
  func testALabelBoundToAModelPropertyUpdatesOncePerFrame() {
    MainActor.assumeIsolated {
      let inbox = Inbox()
      let shown = WidgetModifierTests.Shown { Text(inbox.countedTitle) }
      defer { shown.window.close() }
      let label = shown.root
      XCTAssertEqual(DescribedWidgetsTests.text(label), "Inbox")
      let readsBefore = inbox.titleReads
      for count in 1...100 { inbox.title = "Inbox (\(count))" }
      GtkTestEnvironment.wait("the label to follow the model") {
        DescribedWidgetsTests.text(label) == "Inbox (100)"
      }
      XCTAssertEqual(inbox.titleReads - readsBefore, 1, "100 changes in one frame: one update")
      inbox.title = "Archive"
      GtkTestEnvironment.wait("a later change to show") {
        DescribedWidgetsTests.text(label) == "Archive"
      }
    }
  }

  func testAListFollowsItsModelAndKeepsTheReadersPlace() {
    MainActor.assumeIsolated {
      let inbox = Inbox()
      let shown = WidgetModifierTests.Shown {
        List(inbox.subjects, id: \.self) { Text($0).leadingAligned().padding(4) }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self),
        let view = shown.wrapper(ScrollView.self)
      else { return XCTFail("no list") }
      list.scroll(toPosition: 500)
      GtkTestEnvironment.wait("row 500 at the top") { list.visibleRange?.first == "Message 500" }
      MainContext.run(forSeconds: 0.1)
      let offsetBefore = gtk_adjustment_get_value(view.verticalAdjustment)
      let firstBefore = list.visibleRange?.first
      inbox.subjects.insert(contentsOf: (0..<100).map { "New \($0)" }, at: 0)
      GtkTestEnvironment.wait("the new items to arrive") { list.count == 1_100 }
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(list.item(at: 0), "New 0")
      XCTAssertEqual(list.visibleRange?.first, firstBefore, "the reader's row moved")
      XCTAssertGreaterThan(gtk_adjustment_get_value(view.verticalAdjustment), offsetBefore)
    }
  }

  func testAChangedFlashTriggerFlashesTheIndicators() {
    MainActor.assumeIsolated {
      let inbox = Inbox()
      let shown = WidgetModifierTests.Shown {
        List(inbox.subjects, id: \.self) { Text($0) }
          .scrollIndicatorsFlash(trigger: inbox.subjects.count)
      }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      let flashes = IndicatorFlashes(of: view)
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(flashes.count, 0, "the first value must not flash")
      inbox.subjects.append("Added")
      GtkTestEnvironment.wait("the indicators to flash") { flashes.count == 1 }
      inbox.title = "Unrelated"
      MainContext.run(forSeconds: 0.2)
      XCTAssertEqual(flashes.count, 1)
    }
  }

  func testARecycledRowFollowsTheItemItShowsAndNoOther() {
    MainActor.assumeIsolated {
      let notes = (0..<2_000).map(Note.init)
      let shown = WidgetModifierTests.Shown {
        List(notes, id: \.id) { note in Text(note.text).leadingAligned() }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<Note, Int>.self) else {
        return XCTFail("no list")
      }
      let mapped = {
        DescribedWidgetsTests.descendants(of: shown.root, ofType: gtk_label_get_type())
          .filter { gtk_widget_get_mapped($0) != 0 }.map(DescribedWidgetsTests.text)
      }
      XCTAssertTrue(mapped().contains("Note 0"))
      list.scroll(toPosition: 1_500)
      GtkTestEnvironment.wait("row 1500 on screen") { mapped().contains("Note 1500") }
      notes[0].text = "Edited off screen"
      notes[1_501].text = "Edited on screen"
      GtkTestEnvironment.wait("the shown note's row to follow it") {
        mapped().contains("Edited on screen")
      }
      MainContext.run(forSeconds: 0.1)
      XCTAssertFalse(
        mapped().contains("Edited off screen"), "a recycled row showed an item it no longer shows")
    }
  }

  /// Many labels changed in one frame are shown by one handler on the window's frame clock, not
  /// a tick callback each (which GTK connects to the clock's `update` and disconnects again),
  /// all in that frame; a window closed before its frame lets its bindings go quietly.
  func testLabelsChangedInOneFrameShareOneFrameClockHandler() {
    MainActor.assumeIsolated {
      let notes = (0..<200).map(Note.init(id:))
      // Made outside any body, so each label follows its note through a binding of its own.
      let column = VStack { for note in notes { Text(note.text) } }.makeGtkWidget()
      let shown = WidgetModifierTests.Shown { EmbeddedWidget(column) }
      let clock = gtk_widget_get_frame_clock(shown.root)!
      let handlersBefore = overshoot_signal_handler_count(clock.gpointer, "update")
      for note in notes { note.text = "Changed \(note.id)" }
      let added =
        Int(overshoot_signal_handler_count(clock.gpointer, "update")) - Int(handlersBefore)
      XCTAssertLessThanOrEqual(added, 1, "200 changed labels added \(added) update handlers")
      let labels = DescribedWidgetsTests.descendants(of: shown.root, ofType: gtk_label_get_type())
      GtkTestEnvironment.wait("every label to follow its note") {
        labels.map(DescribedWidgetsTests.text) == notes.map { "Changed \($0.id)" }
      }
      // Changes pending when the window (and its frame clock) goes: no frame, no CRITICAL.
      for note in notes { note.text = "Closed \(note.id)" }
      shown.window.close()
      MainContext.run(forSeconds: 0.1)
    }
  }
}
