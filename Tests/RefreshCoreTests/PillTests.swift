import ListDiffing
import ScrollCore
import Testing

@Suite struct PillTests {
  @Test func countsInsertionsAboveUntilTheReaderReturnsToTheTop() {
    var pill = NewItemsPill()
    pill.handle(.scrolled(offset: 800))
    pill.handle(.inserted(count: 3))
    #expect(pill.isVisible && pill.label == "3 new")
    pill.handle(.scrolled(offset: 1400))  // GTK kept the reader's row: the offset grew
    pill.handle(.inserted(count: 2))
    #expect(pill.label == "5 new")
    pill.handle(.scrolled(offset: 300))
    #expect(pill.isVisible)
    pill.handle(.scrolled(offset: 0))
    #expect(!pill.isVisible && pill.count == 0)
  }

  @Test func aStaleTopOffsetDoesNotHideAFreshPill() {
    // The reader sat at the top; items arrive above; the offset reported before GTK re-anchors
    // is still 0 and must not hide the pill.
    var pill = NewItemsPill()
    pill.handle(.scrolled(offset: 0))
    pill.handle(.inserted(count: 4))
    pill.handle(.scrolled(offset: 0))
    #expect(pill.label == "4 new")
    pill.handle(.scrolled(offset: 320))
    pill.handle(.scrolled(offset: 0.5))
    #expect(!pill.isVisible)
  }

  @Test func clickingHidesAndAsksToScrollToTop() {
    var pill = NewItemsPill()
    pill.handle(.inserted(count: 1))
    let effect = pill.handle(.clicked)
    #expect(effect == .scrollToTop)
    #expect(!pill.isVisible)
    let effectAgain = pill.handle(.clicked)
    #expect(effectAgain == nil)  // a hidden pill cannot be clicked into scrolling
  }

  @Test func dismissingAndEmptyUpdates() {
    var pill = NewItemsPill()
    pill.handle(.inserted(count: 0))
    #expect(!pill.isVisible)
    pill.handle(.inserted(count: 2))
    pill.handle(.dismissed)
    #expect(!pill.isVisible)
  }

  @Test func insertedAboveCountsOnlyItemsBeforeTheAnchor() throws {
    let old = (0..<100).map { "e\($0)" }
    let prepended = try ListDiff.splices(from: old, to: ["n1", "n2", "n3"] + old)
    #expect(NewItemsPill.insertedAbove(anchor: 40, splices: prepended) == 3)
    #expect(NewItemsPill.insertedAbove(anchor: 0, splices: prepended) == 3)

    let appended = try ListDiff.splices(from: old, to: old + ["n1"])
    #expect(NewItemsPill.insertedAbove(anchor: 40, splices: appended) == 0)

    var mixed = ["n1"] + old
    mixed.insert(contentsOf: ["n2", "n3"], at: 60)  // below an anchor at 40
    mixed.insert("n4", at: 20)  // above it
    let splices = try ListDiff.splices(from: old, to: mixed)
    #expect(NewItemsPill.insertedAbove(anchor: 40, splices: splices) == 2)
  }

  @Test func insertedAboveWhenTheAnchorRowIsReplaced() {
    let splices = [ListSplice(position: 5, removed: 2, added: ["a", "b", "c"])]
    #expect(NewItemsPill.insertedAbove(anchor: 6, splices: splices) == 3)
    #expect(NewItemsPill.insertedAbove(anchor: 4, splices: splices) == 0)
  }
}
