import RefreshCore

/// The pull-state inspector: a `PullState` and the last outcome as aligned lines of plain text.
enum PullInspectorText {
  /// E.g. "phase       armed" / "fraction    1.25" / "distance    100.0 px" / ….
  static func text(state: PullState, lastOutcome: RefreshOutcome?) -> String {
    var lines = [
      ("phase", state.phase.rawValue),
      ("fraction", PlaygroundFormat.fixed(state.fraction, decimals: 2)),
      ("distance", PlaygroundFormat.fixed(state.distance, decimals: 1) + " px"),
      ("threshold", PlaygroundFormat.fixed(state.threshold, decimals: 0) + " px"),
      ("refreshes", String(state.refreshCount)),
      ("last", lastOutcome.map(\.description) ?? "none yet"),
    ]
    if state.isRefreshQueued { lines.append(("queued", "one more refresh")) }
    return lines.map { name, value in
      name + String(repeating: " ", count: max(1, 12 - name.count)) + value
    }.joined(separator: "\n")
  }
}
