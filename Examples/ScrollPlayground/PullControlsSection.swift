import Observation
import Overshoot
import RefreshCore

/// A `RefreshableScrolledWindow` with its `PullConfiguration` on controls (threshold, policy,
/// trigger, wheel pulls, mouse-drag pulls) and a live inspector of the controller's state.
@MainActor @Observable
final class PullControlsSection: PlaygroundSection {
  static let name = "pull-controls"
  static let title = "Pull controls"
  /// The refresh the view runs: 2.5 s, so a second pull can meet a running one.
  let refresh = DemoRefresh(duration: .milliseconds(2500))
  /// The controller's state and last outcome as the inspector shows them.
  private(set) var inspector = ""

  /// The refreshable view the controls configure.
  @ObservationIgnored private(set) lazy var view = RefreshableScrolledWindow(
    child: Self.content(status: refresh).makeGtkWidget())

  @ObservationIgnored private(set) lazy var widget = SectionPage(
    title: Self.title,
    summary:
      "Every control writes controller.configuration and applies from the next event. Refreshes take 2.5 s, so pull again while one runs to see the policy."
  ) {
    HStack(spacing: 18) {
      controls
      view.border().expanding(horizontally: true, vertically: true)
    }
  }
  .makeGtkWidget()

  private var controls: some Widget {
    let view = view
    return VStack(spacing: 10) {
      Stepper(
        "Threshold (px)",
        value: Binding(
          get: { view.controller.configuration.threshold.resolved(viewport: nil) },
          set: { view.controller.configuration.threshold = .points($0) }),
        in: 20...400, step: 10)
      Picker(
        "While refreshing", selection: configuration(\.policy),
        options: [
          ("Ignore", .ignore), ("Restart", .cancelAndRestart), ("Queue", .queueOne),
        ])
      Picker(
        "Refresh on", selection: configuration(\.trigger),
        options: [("Release", .onRelease), ("Threshold", .onThreshold)])
      Toggle("Wheel pulls", isOn: configuration(\.wheelPullsEnabled))
      Toggle(
        "Mouse-drag pulls",
        isOn: Binding(get: { view.allowsMouseDrag }, set: { view.allowsMouseDrag = $0 }))
      Button("Refresh") { view.beginRefreshing(source: .button) }.leadingAligned()
      Text(self.inspector).oneLine().cssClass("playground-readout").cssClass("playground-card")
    }
    .frame(width: 320)
    // Its rows hold expanding titles, which would otherwise make the column share the width.
    .expanding(horizontally: false)
  }

  /// The section, with the widget's default configuration.
  init() {
    view.onRefresh { [refresh] in try await refresh.run() }
    view.controller.onChange { [weak self] _ in self?.updateInspector() }
    updateInspector()
  }

  /// A binding to one setting of the view's pull configuration.
  private func configuration<Value>(_ setting: WritableKeyPath<PullConfiguration, Value>)
    -> Binding<Value>
  {
    let controller = view.controller
    return Binding(
      get: { controller.configuration[keyPath: setting] },
      set: { controller.configuration[keyPath: setting] = $0 })
  }

  /// Rewrites the inspector from the controller.
  func updateInspector() {
    inspector = PullInspectorText.text(
      state: view.controller.state, lastOutcome: view.controller.lastOutcome)
  }

  /// Something to pull: a status line and enough text to scroll.
  private static func content(status refresh: DemoRefresh) -> some Widget {
    VStack(spacing: 6) {
      Text(refresh.status).oneLine().font(.headline)
      Text(
        "Pull here. A lower threshold arms sooner; \"Refresh on: Threshold\" starts without waiting for the release; wheel pulls add up notches past the top."
      )
      .paragraph()
      for line in 1...40 {
        Text("Line \(line)").oneLine().font(.secondary)
      }
    }
    .padding(14)
  }
}
