import Overshoot

/// The "N new" pill at the top of the timeline, shown while new entries wait above the first
/// row in view; clicking it scrolls up to them.
struct NewEntriesPill: Widget {
  /// What it shows and does.
  let buttons: FloatingButtonsState

  /// The pill, centred at the top of an overlay.
  var body: some Widget {
    Button(buttons.pillLabel) { buttons.pillClicked() }
      .cssClass("new-items-pill").cssClass("suggested-action")
      .aligned(horizontally: .center, vertically: .start).padding(.top, 12)
      .help(tr("Show the new entries")).accessibilityLabel(tr("Show the new entries"))
      .hidden(!buttons.showsPill)
  }
}

/// The Back-to-top button in the timeline's bottom-trailing corner, shown once the reader has
/// scrolled a way down.
struct BackToTopButton: Widget {
  /// What it shows and does.
  let buttons: FloatingButtonsState

  /// The button, in the bottom-trailing corner of an overlay.
  var body: some Widget {
    Button(tr("Back to top"), systemImage: "go-top-symbolic") { buttons.backToTopClicked() }
      .cssClass("back-to-top").cssClass("osd")
      .aligned(horizontally: .end, vertically: .end).padding([.trailing, .bottom], 18)
      .hidden(!buttons.showsBackToTop)
  }
}
