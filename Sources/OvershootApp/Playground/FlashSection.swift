import CGtk
import GtkGlue
import Overshoot
import RefreshCore

/// The ways to flash the scroll indicators: `flashScrollIndicators()` with its decision shown,
/// `scrollIndicatorsFlash(trigger:)` on a counter, and `scrollIndicatorsFlash(onAppear:)`, with
/// overlay scrolling switchable to show a flash that is skipped and says why.
@MainActor
final class FlashSection: PlaygroundSection {
  static let name = "flash"
  static let title = "Flash indicators"
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The scroll view whose indicators flash.
  let scrollView: ScrollView
  /// The last decision, e.g. "flashScrollIndicators(): skipped: overlay scrolling is off".
  let decisionLabel: UnsafeMutablePointer<GtkWidget>
  /// The watched value fed to `scrollIndicatorsFlash(trigger:)`.
  private(set) var counter = 0
  /// The overlay scrolling switch.
  private(set) var overlaySwitch: UnsafeMutablePointer<GtkWidget>?
  /// The "Flash now" button.
  private(set) var flashButton: UnsafeMutablePointer<GtkWidget>?
  private let lines: UnsafeMutablePointer<GtkWidget>
  private var counterButton: UnsafeMutablePointer<GtkWidget>?

  /// The section; its indicators flash the first time it is shown.
  init() {
    lines = PlaygroundWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [])
    for setMargin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      setMargin(lines, 12)
    }
    for number in 1...60 {
      gtk_box_append(lines.checked(as: GtkBox.self), PlaygroundWidgets.label("Line \(number)"))
    }
    scrollView = ScrollView(child: lines)
    let scrolled = scrollView.scrolledWindow.checked(gtk_scrolled_window_get_type())
    gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_set_hexpand(scrollView.scrolledWindow, 1)
    let frame = gtk_frame_new(nil)!
    gtk_frame_set_child(
      frame.checked(gtk_frame_get_type(), as: GtkFrame.self), scrollView.scrolledWindow)
    gtk_widget_set_hexpand(frame, 1)

    decisionLabel = PlaygroundWidgets.label(
      "Nothing flashed yet.", classes: ["playground-readout"], wraps: true)
    let controls = PlaygroundWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 12, [])
    gtk_widget_set_size_request(controls, 300, -1)
    // Its rows hold hexpanding captions, which would otherwise make the column share the width.
    gtk_widget_set_hexpand(controls, 0)
    widget = PlaygroundWidgets.sectionPage(
      title: Self.title,
      summary:
        "GTK has no flash API; Overshoot re-emits the adjustment's value-changed so the overlay "
        + "indicators show for about two seconds. Several requests in one frame make one flash.",
      content: PlaygroundWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 18, [controls, frame]))

    let flashButton = PlaygroundWidgets.button("Flash now") { [weak self] in self?.flashNow() }
    let counterButton = PlaygroundWidgets.button("Add a line (trigger: 0)") { [weak self] in
      self?.addLine()
    }
    self.counterButton = counterButton
    for button in [flashButton, counterButton] { gtk_widget_set_halign(button, GTK_ALIGN_START) }
    self.flashButton = flashButton
    let overlaySwitch = PlaygroundWidgets.toggleSwitch(
      isOn: gtk_scrolled_window_get_overlay_scrolling(scrolled) != 0,
      accessibleLabel: "Overlay scrolling"
    ) { [weak self] isOn in self?.setOverlayScrolling(isOn) }
    self.overlaySwitch = overlaySwitch
    for child in [
      flashButton,
      PlaygroundWidgets.label(
        "flashScrollIndicators() returns what it will do:", classes: ["dim-label"], wraps: true),
      decisionLabel,
      PlaygroundWidgets.controlRow("Overlay scrolling", overlaySwitch),
      counterButton,
      PlaygroundWidgets.label(
        "scrollIndicatorsFlash(trigger: counter) flashes when the counter changes, "
          + "not when it is first set.", classes: ["dim-label"], wraps: true),
      PlaygroundWidgets.label(
        "The first time this section appears, its indicators flash once its lines are laid "
          + "out; what happened is shown above.", classes: ["dim-label"], wraps: true),
    ] {
      gtk_box_append(controls.checked(as: GtkBox.self), child)
    }

    scrollView.scrollIndicatorsFlash(trigger: counter)
    // scrollIndicatorsFlash(onAppear:) fires at map, when GTK 4.8 has not yet measured the
    // lines: "content fits", and the flash is dropped. So the first appearance waits for the
    // lines to overflow, then flashes, and says what it did.
    scrollView.scrolledWindow.connect("map") { [weak self] in self?.flashOnFirstAppearance() }
  }

  private var hasAppeared = false

  private func flashOnFirstAppearance() {
    guard !hasAppeared else { return }
    hasAppeared = true
    var attempts = 0
    _ = MainContext.every(milliseconds: 50) { [weak self] in
      guard let self else { return false }
      attempts += 1
      let laidOut = self.scrollView.geometry.overflowingAxes.contains(.vertical)
      guard laidOut || attempts >= 40 else { return true }
      let decision = self.scrollView.flashScrollIndicators()
      PlaygroundWidgets.setText(self.decisionLabel, "On appear: " + decision.summary)
      return false
    }
  }

  /// Flashes now and shows the decision.
  func flashNow() {
    let decision = scrollView.flashScrollIndicators()
    PlaygroundWidgets.setText(decisionLabel, "flashScrollIndicators(): " + decision.summary)
  }

  /// Adds a line and changes the watched value, which flashes the indicators.
  func addLine() {
    counter += 1
    gtk_box_append(lines.checked(as: GtkBox.self), PlaygroundWidgets.label("Added line \(counter)"))
    if let counterButton {
      gtk_button_set_label(
        counterButton.checked(gtk_button_get_type(), as: GtkButton.self),
        "Add a line (trigger: \(counter))")
    }
    scrollView.scrollIndicatorsFlash(trigger: counter)
  }

  private func setOverlayScrolling(_ isOn: Bool) {
    gtk_scrolled_window_set_overlay_scrolling(
      scrollView.scrolledWindow.checked(gtk_scrolled_window_get_type()), isOn ? 1 : 0)
    PlaygroundWidgets.setText(
      decisionLabel,
      isOn
        ? "Overlay scrolling is on: flashes show the thin indicators."
        : "Overlay scrolling is off: the scrollbar is always shown. Try Flash now.")
  }
}
