import CGtk
import GtkGlue
import GtkTestSupport
import Observation
@_spi(Testing) import Overshoot
import XCTest

/// The window contents of the scrolling DocC pages' snippets (ScrollViewReader.md,
/// ScrollPositionBinding.md, DefaultScrollAnchor.md), built and driven here so the pages stay
/// true. Keep the two in step.
final class ScrollingDocSnippetTests: GtkTestCase {
  @MainActor @Observable final class Model {
    var rows = (1...1_000).map { "Row \($0)" }
    var topRow: String?
  }

  @MainActor @Observable final class Chat {
    var messages = (1...50).map { "Message \($0)" }
  }

  func testTheReaderSnippetScrollsToTheEnd() {
    MainActor.assumeIsolated {
      let rows = (1...500).map { "Row \($0)" }
      let shown = WidgetModifierTests.Shown(width: 360, height: 480) {
        ScrollViewReader { proxy in
          HStack {
            Button("Top") { proxy.scrollTo("Row 1", anchor: .top) }
            Button("Middle") { proxy.scrollTo("Row 250", anchor: .center) }
            Button("End") { proxy.scrollTo("Row 500", anchor: .bottom) }
          }
          List(rows, id: \.self) { Text($0) }
        }
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self) else {
        return XCTFail("no list")
      }
      Self.click("End", in: shown, thenWaitFor: "the last row") {
        list.visibleRange?.last == "Row 500"
      }
    }
  }

  func testThePositionSnippetGoesToRow500() {
    MainActor.assumeIsolated {
      let model = Model()
      let shown = WidgetModifierTests.Shown(width: 360, height: 480) {
        Text("At the top: \(model.topRow ?? "–")")
        Button("Go to row 500") { model.topRow = "Row 500" }
        List(model.rows, id: \.self) { Text($0) }
          .scrollPosition(id: Binding(model, \.topRow))
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self) else {
        return XCTFail("no list")
      }
      Self.click("Go to row 500", in: shown, thenWaitFor: "row 500 at the top") {
        list.visibleRange?.first == "Row 500"
      }
    }
  }

  func testTheAnchorSnippetShowsEachMessageSent() {
    MainActor.assumeIsolated {
      let chat = Chat()
      let shown = WidgetModifierTests.Shown(width: 360, height: 480) {
        Button("Send") { chat.messages.append("Message \(chat.messages.count + 1)") }
        List(chat.messages, id: \.self) { Text($0) }
          .defaultScrollAnchor(.bottom)
      }
      defer { shown.window.close() }
      guard let list = shown.wrapper(RecycledListView<String, String>.self) else {
        return XCTFail("no list")
      }
      Self.waitFor("the latest message") { list.visibleRange?.last == "Message 50" }
      Self.click("Send", in: shown, thenWaitFor: "the sent message") {
        list.visibleRange?.last == "Message 51"
      }
    }
  }

  /// Clicks the button labelled `label`, then waits until `condition` holds.
  @MainActor
  static func click(
    _ label: String, in shown: WidgetModifierTests.Shown, thenWaitFor what: String,
    until condition: () -> Bool
  ) {
    XCTAssertTrue(WidgetFinder.click(label, under: shown.root), "no button \(label)")
    waitFor(what, until: condition)
  }

  /// Waits up to 5 s, letting frames run, until `condition` holds.
  @MainActor
  static func waitFor(_ what: String, until condition: () -> Bool) {
    GtkTestEnvironment.wait(what, timeout: 5) {
      MainContext.run(forSeconds: 0.02)
      return condition()
    }
  }
}
