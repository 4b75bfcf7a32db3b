import CGtk
import CGtkTestSupport
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// `.defaultScrollAnchor(_:)` and `.defaultScrollAnchor(_:for:)`: a chat starts at its end and
/// keeps it in view; `.top` for size changes keeps the reader's place when rows arrive above.
final class DefaultScrollAnchorTests: GtkTestCase {
  @MainActor @Observable
  final class Chat {
    var messages = (1...100).map { "Message \($0)" }
  }

  func testABottomAnchoredListStartsAtItsEndAndKeepsItThere() {
    MainActor.assumeIsolated {
      let chat = Chat()
      let shown = WidgetModifierTests.Shown {
        List(chat.messages, id: \.self) { Text($0) }.defaultScrollAnchor(.bottom)
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self),
        let view = shown.wrapper(ScrollView.self)
      else { return XCTFail("no list") }
      GtkTestEnvironment.wait("the list to start at its last message", timeout: 5) {
        MainContext.run(forSeconds: 0.02)
        return list.visibleRange?.last == "Message 100" && view.geometry.isAtBottom
      }
      for number in 101...103 {
        chat.messages.append("Message \(number)")
        GtkTestEnvironment.wait("message \(number) in view at the bottom", timeout: 5) {
          MainContext.run(forSeconds: 0.02)
          return list.visibleRange?.last == "Message \(number)" && view.geometry.isAtBottom
        }
      }
      // Scrolled up, the reader stays where they are when a message arrives.
      gtk_adjustment_set_value(view.verticalAdjustment, 0)
      MainContext.run(forSeconds: 0.1)
      chat.messages.append("Message 104")
      GtkTestEnvironment.wait("the new message in the list") { list.count == 104 }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.first, "Message 1", "a reader who scrolled up stays")
    }
  }

  func testWithoutAnAnchorAListStartsAtItsTop() {
    MainActor.assumeIsolated {
      let chat = Chat()
      let shown = WidgetModifierTests.Shown { List(chat.messages, id: \.self) { Text($0) } }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self) else {
        return XCTFail("no list")
      }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.first, "Message 1")
      XCTAssertFalse(list.keepsPlaceAtTop, "SwiftUI's default: new rows above show")
    }
  }

  func testATopAnchorForSizeChangesKeepsTheTopRowWhenRowsArriveAbove() {
    MainActor.assumeIsolated {
      let chat = Chat()
      let shown = WidgetModifierTests.Shown {
        List(chat.messages, id: \.self) { Text($0) }
          .defaultScrollAnchor(.top, for: .sizeChanges)
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self) else {
        return XCTFail("no list")
      }
      XCTAssertTrue(list.keepsPlaceAtTop)
      GtkTestEnvironment.wait("Message 1 first") { list.visibleRange?.first == "Message 1" }
      chat.messages.insert("Fresh", at: 0)
      GtkTestEnvironment.wait("the new item in the list") { list.count == 101 }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(list.visibleRange?.first, "Message 1", "the reader's row stays first")
    }
  }

  func testABottomInitialOffsetStartsAScrollViewAtItsEnd() {
    MainActor.assumeIsolated {
      let lines = (1...80).map { "Line \($0)" }
      let shown = WidgetModifierTests.Shown {
        ScrollView(.vertical) { ForEach(lines) { Text($0) } }
          .defaultScrollAnchor(.bottom, for: .initialOffset)
      }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      GtkTestEnvironment.wait("the scroll view to start at its end") {
        MainContext.run(forSeconds: 0.02)
        return view.geometry.isAtBottom && view.geometry.contentOffset.y > 0
      }
    }
  }

  @MainActor @Observable
  final class Loader {
    var lines: [String] = []
  }

  /// Content that arrives after the view shows (an asynchronous load) still starts at the
  /// anchor: the anchor waits for the first overflow, not for a number of frames.
  func testABottomInitialOffsetWaitsForContentThatArrivesLate() {
    MainActor.assumeIsolated {
      let loader = Loader()
      let shown = WidgetModifierTests.Shown {
        ScrollView(.vertical) { ForEach(loader.lines) { Text($0) } }
          .defaultScrollAnchor(.bottom, for: .initialOffset)
      }
      defer { shown.window.close() }
      guard let view = shown.wrapper(ScrollView.self) else { return XCTFail("no scroll view") }
      MainContext.run(forSeconds: 0.3)
      loader.lines = (1...80).map { "Line \($0)" }
      GtkTestEnvironment.wait("the late content to start at its end") {
        MainContext.run(forSeconds: 0.02)
        return view.geometry.isAtBottom && view.geometry.contentOffset.y > 0
      }
      // Once only: growing content afterwards is the size-change anchor's business.
      gtk_adjustment_set_value(view.verticalAdjustment, 0)
      loader.lines += (81...90).map { "Line \($0)" }
      MainContext.run(forSeconds: 0.3)
      XCTAssertEqual(view.geometry.contentOffset.y, 0, "the reader's place after the start")
    }
  }
}
