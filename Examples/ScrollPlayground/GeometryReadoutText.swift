import ScrollCore

/// The carousel's readout: a `ScrollGeometry` as a few aligned lines of plain text.
enum GeometryReadoutText {
  /// E.g. "offset x    324.0 px (of 5,676)" … "visible     cards 3–6 of 40".
  static func text(for geometry: ScrollGeometry, layout: CarouselLayout) -> String {
    let cards: String
    if let visible = layout.visibleCards(
      offset: geometry.contentOffset.x, width: geometry.containerSize.width)
    {
      cards = "cards \(visible.lowerBound)–\(visible.upperBound) of \(layout.count)"
    } else {
      cards = "none"
    }
    let lines = [
      (
        "offset x",
        "\(PlaygroundFormat.fixed(geometry.contentOffset.x, decimals: 1)) px"
          + " (of \(PlaygroundFormat.grouped(Int(geometry.maxContentOffset.x.rounded()))))"
      ),
      ("content", "\(PlaygroundFormat.grouped(Int(geometry.contentSize.width.rounded()))) px wide"),
      (
        "container",
        "\(PlaygroundFormat.grouped(Int(geometry.containerSize.width.rounded()))) px wide"
      ),
      ("velocity", "\(PlaygroundFormat.fixed(geometry.velocity.x, decimals: 0)) px/s"),
      ("phase", geometry.phase.rawValue),
      ("visible", cards),
    ]
    return lines.map { name, value in
      name + String(repeating: " ", count: max(1, 12 - name.count)) + value
    }.joined(separator: "\n")
  }
}
