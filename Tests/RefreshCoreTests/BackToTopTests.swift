import ScrollCore
import Testing

@Suite struct BackToTopTests {
  @Test func appearsOnceAScreenDownAndHidesNearTheTop() {
    var button = BackToTopVisibility()
    let changed = button.update(offset: 500, viewportHeight: 600)
    #expect(!changed)
    #expect(!button.isVisible)
    let changedAgain = button.update(offset: 601, viewportHeight: 600)
    #expect(changedAgain)
    #expect(button.isVisible)
    // Between half a screen and one screen it keeps its state, so it does not flicker.
    let changedThird = button.update(offset: 400, viewportHeight: 600)
    #expect(!changedThird)
    #expect(button.isVisible)
    let changedFourth = button.update(offset: 200, viewportHeight: 600)
    #expect(changedFourth)
    #expect(!button.isVisible)
    let changedFifth = button.update(offset: 500, viewportHeight: 600)
    #expect(!changedFifth)
    #expect(!button.isVisible)
  }

  @Test func clickAsksToScrollToTopOnlyWhenVisible() {
    var button = BackToTopVisibility()
    #expect(button.clicked() == nil)
    button.update(offset: 5000, viewportHeight: 600)
    #expect(button.clicked() == .scrollToTop)
  }

  @Test func followsGeometryAndSurvivesAnEmptyViewport() {
    var button = BackToTopVisibility(showAfter: 2, hideBelow: 1)
    let geometry = ScrollGeometry(
      contentOffset: ScrollPoint(x: 0, y: 1300), contentSize: ScrollSize(width: 400, height: 9000),
      containerSize: ScrollSize(width: 400, height: 600))
    let changed = button.update(geometry)
    #expect(changed)
    let changedAgain = button.update(offset: 1300, viewportHeight: 0)
    #expect(changedAgain)
    #expect(!button.isVisible)
  }
}
