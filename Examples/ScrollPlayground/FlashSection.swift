import GtkGlue
import Observation
import Overshoot
import RefreshCore

/// The ways to flash the scroll indicators: `flashScrollIndicators()` with its decision shown,
/// `scrollIndicatorsFlash(trigger:)` on a counter, and a flash on first appearance, with
/// overlay scrolling switchable to show a flash that is skipped and says why.
@MainActor @Observable
final class FlashSection: PlaygroundSection {
  static let name = "flash"
  static let title = "Flash indicators"
  /// The last decision, e.g. "flashScrollIndicators(): skipped: overlay scrolling is off".
  private(set) var decision = "Nothing flashed yet."
  /// The watched value fed to `scrollIndicatorsFlash(trigger:)`: lines added so far.
  private(set) var counter = 0
  /// Whether the scroll view draws overlay indicators (which flash) or classic bars.
  var overlayScrolling = true {
    didSet { overlayScrollingChanged() }
  }

  /// The lines the scroll view shows: 60, then those added.
  var lines: [String] {
    (1...60).map { "Line \($0)" } + (0..<counter).map { "Added line \($0 + 1)" }
  }

  /// The scroll view whose indicators flash.
  @ObservationIgnored private(set) lazy var scrollView: ScrollView = {
    ScrollView(.vertical) {
      ForEach(self.lines, spacing: 4) { line in Text(line).oneLine() }.padding(12)
    }
  }()

  @ObservationIgnored private(set) lazy var widget = SectionPage(
    title: Self.title,
    summary:
      "GTK has no flash API; Overshoot re-emits the adjustment's value-changed so the overlay indicators show for about two seconds. Several requests in one frame make one flash."
  ) {
    HStack(spacing: 18) {
      controls
      // A flash on map comes before GTK 4.8 has measured the lines ("content fits") and is
      // dropped; so the first appearance waits for the lines to overflow, then flashes.
      scrollView.scrollIndicatorsFlash(trigger: self.counter)
        .onAppear { [weak self] in self?.flashOnFirstAppearance() }
        .border()
        .expanding(horizontally: true, vertically: true)
    }
  }
  .makeGtkWidget()

  private var controls: some Widget {
    VStack(spacing: 12) {
      Button("Flash now") { [weak self] in self?.flashNow() }.leadingAligned()
      Text("flashScrollIndicators() returns what it will do:").paragraph().font(.secondary)
      Text(self.decision).paragraph().cssClass("playground-readout")
      Toggle("Overlay scrolling", isOn: Binding(self, \.overlayScrolling))
      Button("Add a line (trigger: \(self.counter))") { [weak self] in self?.addLine() }
        .leadingAligned()
      Text(
        "scrollIndicatorsFlash(trigger: counter) flashes when the counter changes, not when it is first set."
      )
      .paragraph().font(.secondary)
      Text(
        "The first time this section appears, its indicators flash once its lines are laid out; what happened is shown above."
      )
      .paragraph().font(.secondary)
    }
    .frame(width: 300)
    // Its rows hold expanding titles, which would otherwise make the column share the width.
    .expanding(horizontally: false)
  }

  /// The section; its indicators flash the first time it is shown.
  init() {}

  @ObservationIgnored private var hasAppeared = false

  private func flashOnFirstAppearance() {
    guard !hasAppeared else { return }
    hasAppeared = true
    var attempts = 0
    _ = MainContext.every(milliseconds: 50) { [weak self] in
      guard let self else { return false }
      attempts += 1
      let laidOut = self.scrollView.geometry.overflowingAxes.contains(.vertical)
      guard laidOut || attempts >= 40 else { return true }
      self.decision = "On appear: " + self.scrollView.flashScrollIndicators().summary
      return false
    }
  }

  /// Flashes now and shows the decision.
  func flashNow() {
    decision = "flashScrollIndicators(): " + scrollView.flashScrollIndicators().summary
  }

  /// Adds a line and changes the watched value, which flashes the indicators.
  func addLine() {
    counter += 1
  }

  private func overlayScrollingChanged() {
    scrollView.overlayScrolling = overlayScrolling
    decision =
      overlayScrolling
      ? "Overlay scrolling is on: flashes show the thin indicators."
      : "Overlay scrolling is off: the scrollbar is always shown. Try Flash now."
  }
}
