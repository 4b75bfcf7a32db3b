import RefreshCore
import XCTest

@testable import ScrollPlayground

/// The Playground's readouts as text, without a display.
final class PlaygroundTextTests: XCTestCase {
  func testGroupedNumbers() {
    XCTAssertEqual(PlaygroundFormat.grouped(0), "0")
    XCTAssertEqual(PlaygroundFormat.grouped(999), "999")
    XCTAssertEqual(PlaygroundFormat.grouped(1_000), "1,000")
    XCTAssertEqual(PlaygroundFormat.grouped(16_777_216), "16,777,216")
    XCTAssertEqual(PlaygroundFormat.grouped(-12_345), "-12,345")
  }

  func testFixedDecimals() {
    XCTAssertEqual(PlaygroundFormat.fixed(0.4213, decimals: 2), "0.42")
    XCTAssertEqual(PlaygroundFormat.fixed(1.005, decimals: 1), "1.0")
    XCTAssertEqual(PlaygroundFormat.fixed(12, decimals: 2), "12.00")
    XCTAssertEqual(PlaygroundFormat.fixed(-0.25, decimals: 1), "-0.3")
    XCTAssertEqual(PlaygroundFormat.fixed(-340.4, decimals: 0), "-340")
    XCTAssertEqual(PlaygroundFormat.fixed(0.05, decimals: 2), "0.05")
  }

  func testHexColours() {
    XCTAssertEqual(PlaygroundFormat.hexColor(0), "#000000")
    XCTAssertEqual(PlaygroundFormat.hexColor(0x12D687), "#12D687")
    XCTAssertEqual(PlaygroundFormat.hexColor(16_777_215), "#FFFFFF")
  }

  func testVisibleCardsAtTheStartAndBetweenCards() {
    let layout = CarouselLayout()
    XCTAssertEqual(layout.visibleCards(offset: 0, width: 500), 1...4)
    // Offset 162 puts card 2's start 12 px in; card 1 has gone off the leading edge.
    XCTAssertEqual(layout.visibleCards(offset: 162, width: 300), 2...3)
    XCTAssertNil(layout.visibleCards(offset: 0, width: 0))
    XCTAssertEqual(layout.visibleCards(offset: 10_000, width: 300), nil)
  }

  func testTheInspectorShowsPhaseFractionDistanceAndOutcome() {
    var state = PullState()
    state.phase = .armed
    state.distance = 100
    state.threshold = 80
    state.refreshCount = 2
    let text = PullInspectorText.text(state: state, lastOutcome: .success(newItems: 3))
    XCTAssertEqual(
      text,
      """
      phase       armed
      fraction    1.25
      distance    100.0 px
      threshold   80 px
      refreshes   2
      last        success (3 new)
      """)
  }

  func testEveryThirdRefreshFails() {
    XCTAssertEqual((1...9).filter(SimulatedRefreshFailure.fails), [3, 6, 9])
  }
}
