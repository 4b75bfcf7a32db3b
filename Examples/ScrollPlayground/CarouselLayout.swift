/// Where the carousel's cards sit along the strip, so the readout can say which are visible
/// from the geometry alone: the callback runs before GTK lays the cards out for the frame.
struct CarouselLayout: Equatable {
  /// How many cards.
  var count = 40
  /// Each card's width, fixed by its size request.
  var cardWidth = 150.0
  /// The gap between cards.
  var spacing = 12.0
  /// The margin before the first card and after the last.
  var padding = 12.0

  /// The content offset that puts card `index` (from 0) at the viewport's leading edge.
  func offset(ofCard index: Int) -> Double {
    Double(index) * (cardWidth + spacing)
  }

  /// The cards at least partly inside the viewport `[offset, offset + width)`, numbered from 1
  /// as their labels are; nil when none is.
  func visibleCards(offset: Double, width: Double) -> ClosedRange<Int>? {
    guard width > 0 else { return nil }
    let pitch = cardWidth + spacing
    let visible = (0..<count).filter { index in
      let start = padding + Double(index) * pitch
      return start + cardWidth > offset && start < offset + width
    }
    guard let first = visible.first, let last = visible.last else { return nil }
    return (first + 1)...(last + 1)
  }
}
