extension RecycledListView {
  /// Fills `scrollView`'s geometry with this list's visible rows (positions and ids), for
  /// `onScrollGeometryChange` and the readout, and makes its jumps (`scroll(toEdge:)`,
  /// `scroll(toOffset:)`) wait for the rows this list has just changed to be laid out; its rows
  /// become the scroll view's targets by id (`ScrollViewProxy`, `scrollPosition(id:)`).
  public func reportVisibleRows(to scrollView: ScrollView) {
    scrollView.rowTargets = self
    scrollView.contentLayoutGate = { [weak self] jump in
      self?.afterPendingLayout(jump) ?? false
    }
    scrollView.visibleRowsProvider = { [weak self] in
      guard let self, let visible = self.visibleRange else { return nil }
      return (
        visible.positions.lowerBound..<(visible.positions.upperBound + 1),
        String(describing: visible.first), String(describing: visible.last)
      )
    }
  }
}
