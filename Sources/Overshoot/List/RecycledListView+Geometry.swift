extension RecycledListView {
  /// Fills `scrollView`'s geometry with this list's visible rows (positions and ids), for
  /// `onScrollGeometryChange` and the readout.
  public func reportVisibleRows(to scrollView: ScrollView) {
    scrollView.visibleRowsProvider = { [weak self] in
      guard let self, let visible = self.visibleRange else { return nil }
      return (
        visible.positions.lowerBound..<(visible.positions.upperBound + 1),
        String(describing: visible.first), String(describing: visible.last)
      )
    }
  }
}
