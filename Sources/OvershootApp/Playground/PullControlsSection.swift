import CGtk
import GtkGlue
import Overshoot
import RefreshCore

/// A `RefreshableScrolledWindow` with its `PullConfiguration` on controls (threshold, policy,
/// trigger, wheel pulls, mouse-drag pulls) and a live inspector of the controller's state.
@MainActor
final class PullControlsSection: PlaygroundSection {
  static let name = "pull-controls"
  static let title = "Pull controls"
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The refreshable view the controls configure.
  let view: RefreshableScrolledWindow
  /// The threshold in points.
  let thresholdSpin: UnsafeMutablePointer<GtkWidget>
  /// ignore / restart / queue.
  let policy: ChoiceButtons<RefreshPolicy>
  /// release / threshold.
  let trigger: ChoiceButtons<PullTrigger>
  /// The live inspector label.
  let inspector: UnsafeMutablePointer<GtkWidget>
  private let refresh: DemoRefresh

  /// The section, with the widget's default configuration.
  init() {
    let status = PlaygroundWidgets.label("Last refreshed: never.", classes: ["heading"])
    refresh = DemoRefresh(status: status, duration: .milliseconds(2500))
    view = RefreshableScrolledWindow(child: Self.content(status: status))
    view.onRefresh { [refresh] in try await refresh.run() }
    let configuration = view.controller.configuration

    thresholdSpin = gtk_spin_button_new_with_range(20, 400, 10)
    let spin = thresholdSpin.checked(gtk_spin_button_get_type())
    gtk_spin_button_set_value(spin, configuration.threshold.resolved(viewport: nil))
    gtk_widget_set_valign(thresholdSpin, GTK_ALIGN_CENTER)
    overshoot_accessible_set_label(thresholdSpin, "Threshold in pixels")
    policy = ChoiceButtons(
      [("Ignore", .ignore), ("Restart", .cancelAndRestart), ("Queue", .queueOne)],
      selected: configuration.policy)
    trigger = ChoiceButtons(
      [("Release", .onRelease), ("Threshold", .onThreshold)], selected: configuration.trigger)
    inspector = PlaygroundWidgets.label("", classes: ["playground-readout", "playground-card"])

    let view = view
    let wheel = PlaygroundWidgets.toggleSwitch(
      isOn: configuration.wheelPullsEnabled, accessibleLabel: "Wheel pulls"
    ) { isOn in view.controller.configuration.wheelPullsEnabled = isOn }
    let mouseDrag = PlaygroundWidgets.toggleSwitch(
      isOn: view.allowsMouseDrag, accessibleLabel: "Mouse-drag pulls"
    ) { isOn in view.allowsMouseDrag = isOn }
    let refreshButton = PlaygroundWidgets.button("Refresh") {
      view.beginRefreshing(source: .button)
    }
    gtk_widget_set_halign(refreshButton, GTK_ALIGN_START)
    let controls = PlaygroundWidgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 10,
      [
        PlaygroundWidgets.controlRow("Threshold (px)", thresholdSpin),
        PlaygroundWidgets.controlRow("While refreshing", policy.widget),
        PlaygroundWidgets.controlRow("Refresh on", trigger.widget),
        PlaygroundWidgets.controlRow("Wheel pulls", wheel),
        PlaygroundWidgets.controlRow("Mouse-drag pulls", mouseDrag),
        refreshButton,
        inspector,
      ])
    gtk_widget_set_size_request(controls, 320, -1)
    // Its rows hold hexpanding captions, which would otherwise make the column share the width.
    gtk_widget_set_hexpand(controls, 0)
    let frame = gtk_frame_new(nil)!
    gtk_frame_set_child(frame.checked(gtk_frame_get_type(), as: GtkFrame.self), view.widget)
    gtk_widget_set_hexpand(frame, 1)
    widget = PlaygroundWidgets.sectionPage(
      title: Self.title,
      summary:
        "Every control writes controller.configuration and applies from the next event. "
        + "Refreshes take 2.5 s, so pull again while one runs to see the policy.",
      content: PlaygroundWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 18, [controls, frame]))

    thresholdSpin.connect("value-changed") {
      view.controller.configuration.threshold = .points(gtk_spin_button_get_value(spin))
    }
    policy.onChange = { view.controller.configuration.policy = $0 }
    trigger.onChange = { view.controller.configuration.trigger = $0 }
    view.controller.onChange { [weak self] _ in self?.updateInspector() }
    updateInspector()
  }

  /// Rewrites the inspector from the controller.
  func updateInspector() {
    PlaygroundWidgets.setText(
      inspector,
      PullInspectorText.text(state: view.controller.state, lastOutcome: view.controller.lastOutcome)
    )
  }

  /// Something to pull: a status line and enough text to scroll.
  private static func content(status: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    var children = [
      status,
      PlaygroundWidgets.label(
        "Pull here. A lower threshold arms sooner; \"Refresh on: Threshold\" starts without "
          + "waiting for the release; wheel pulls add up notches past the top.", wraps: true),
    ]
    for line in 1...40 {
      children.append(PlaygroundWidgets.label("Line \(line)", classes: ["dim-label"]))
    }
    let box = PlaygroundWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 6, children)
    for setMargin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      setMargin(box, 14)
    }
    return box
  }
}
