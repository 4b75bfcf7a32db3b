import FeedCore

extension MainWindow {
  /// Tells the reader of queued changes a server refused, whichever sync met them (a refresh's,
  /// Add Feed's): an error notice that stays until dismissed. Not the failure banner: that
  /// names what keeps failing until it refreshes fine, while a refused change is dropped from
  /// the outbox and never comes back, and its account synced. The Sync Accounts dialog keeps
  /// the last refusal of each account for this run.
  func installSyncRefusalNotice() {
    model.onRefusedChanges = { [weak self] results in
      let lines = results.compactMap(RefusedChangesText.line(for:))
      guard let self, !lines.isEmpty else { return }
      self.timeline.notice.show(lines.joined(separator: "\n"), isError: true)
    }
  }
}
