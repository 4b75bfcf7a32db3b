import Foundation
import Observation
import Overshoot
import ScrollCore

/// A horizontal `ScrollView` of 40 cards with a live readout of its `ScrollGeometry`: offset,
/// sizes, velocity, phase and the visible cards, updated through `onScrollGeometryChange`.
@MainActor @Observable
final class CarouselSection: PlaygroundSection {
  static let name = "carousel"
  static let title = "Carousel geometry"
  /// Where the cards are.
  let layout = CarouselLayout()
  /// The readout's lines, from the last geometry.
  private(set) var readout = ""

  /// The horizontal scroll view of cards.
  @ObservationIgnored private(set) lazy var scrollView = ScrollView(.horizontal) {
    HStack(spacing: Int(layout.spacing)) {
      for index in 0..<layout.count {
        Self.card(index, width: Int(layout.cardWidth))
      }
    }
    .padding(
      EdgeInsets(
        top: 8, leading: Int(layout.padding), bottom: 12, trailing: Int(layout.padding)))
  }

  @ObservationIgnored private(set) lazy var widget = SectionPage(
    title: Self.title,
    summary:
      "Scroll sideways (Shift+wheel, touchpad, or the buttons). The readout below is onScrollGeometryChange: called at most once per frame, only when the geometry changed."
  ) {
    VStack(spacing: 10) {
      scrollView.onScrollGeometryChange(
        for: ScrollGeometry.self, of: { $0 },
        action: { [weak self] _, geometry in self?.show(geometry) })
      HStack(spacing: 6) {
        Button("Start") { [weak self] in
          self?.scrollView.scroll(toEdge: .leading, animated: true)
        }
        Button("Card 20") { [weak self] in self?.scrollToCard(19) }
        Button("End") { [weak self] in
          self?.scrollView.scroll(toEdge: .trailing, animated: true)
        }
      }
      Text(self.readout).oneLine().cssClass("playground-readout")
    }
    .topAligned()
  }
  .makeGtkWidget()

  /// The section, scrolled to the first card.
  init() {
    show(scrollView.geometry)
  }

  /// Scrolls, animated, until card `index` (from 0) is at the leading edge.
  func scrollToCard(_ index: Int) {
    scrollView.scroll(toOffset: ScrollPoint(x: layout.offset(ofCard: index), y: 0), animated: true)
  }

  private func show(_ geometry: ScrollGeometry) {
    readout = GeometryReadoutText.text(for: geometry, layout: layout)
  }

  /// A card: a colour band and its number.
  private static func card(_ index: Int, width: Int) -> some Widget {
    VStack(spacing: 8) {
      hue(Double(index) / 40).frame(height: 56)
      Text("Card \(index + 1)").oneLine().font(.headline)
    }
    .cssClass("playground-card")
    .frame(width: width, height: 110)
    .expanding(horizontally: false)
  }

  /// A saturated colour around the colour wheel, `turn` from 0 to 1.
  private static func hue(_ turn: Double) -> Color {
    let channel = { (phase: Double) in
      0.55 + 0.35 * cos(2 * Double.pi * (turn - phase))
    }
    return Color(red: channel(0), green: channel(1.0 / 3), blue: channel(2.0 / 3))
  }
}
