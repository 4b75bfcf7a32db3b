/// One thing that happened to a pull-to-refresh, as the widget tells the state machine.
///
/// These mirror the trace format line for line (see `TraceEvent`), so any run can be recorded
/// and replayed through `PullStateMachine.transition`.
public enum PullEvent: Sendable, Equatable, Hashable {
  /// The scrolled content's geometry changed: viewport and content heights, and the scroll offset
  /// (0 at the top). Momentum and programmatic scrolling only ever arrive as this.
  case geometry(viewport: Double, content: Double, offset: Double)
  /// The user pulled `dy` points further past the top edge (negative pushes back).
  case pull(dy: Double, source: PullSource)
  /// The user let go: finger lifted, touchpad scroll ended.
  case release
  /// GTK's `edge-overshot`: user input pushed the content 100 px past an edge.
  case overshoot(edge: OvershootEdge)
  /// A refresh was asked for without a pull: a key, a button, an action or code.
  case request(source: RefreshRequestSource)
  /// The running refresh ended with this result.
  case finish(result: RefreshOutcomeKind)
  /// Cancel whatever runs: the refresh (Esc, the view going away) or the pull in progress.
  case cancel
  /// Nothing happened, but time passed: lets `finishing` collapse and wheel pulls release.
  case tick
}

/// The device a pull comes from; raw values are the trace's names.
public enum PullSource: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
  /// A touchscreen drag.
  case touch
  /// A two-finger touchpad scroll; ends with `release` at scroll-end.
  case touchpad
  /// Mouse-wheel notches; they have no release, so the state machine releases them itself.
  case wheel
}

/// The edge an `overshoot` happened at; raw values are the trace's names.
public enum OvershootEdge: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
  /// The top edge: the one pull-to-refresh listens to.
  case top
  /// The bottom edge: ignored here (it is where "load more" would live).
  case bottom
}

/// Who asked for a refresh without pulling; raw values are the trace's names.
public enum RefreshRequestSource: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
  /// F5 or Ctrl+R.
  case keyboard
  /// A Refresh button, e.g. in the header bar.
  case button
  /// The widget's `refresh` action (menus, shortcuts, assistive technology).
  case action
  /// Code calling `beginRefreshing()`.
  case program
}

/// How a refresh ended, without its payload; raw values are the trace's names.
public enum RefreshOutcomeKind: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
  /// The refresh action returned.
  case success
  /// The refresh action threw or timed out.
  case failure
  /// The refresh was cancelled.
  case cancelled
}
