import Foundation
import Overshoot
import ScrollCore

/// The live readout of the timeline's scroll geometry: offset, overshoot, velocity, phase and
/// the visible rows, as a small overlay that clicks pass through.
struct ScrollReadout: Widget {
  /// What it shows.
  let readout: ScrollReadoutState

  /// The label, placed in the bottom-leading corner of an overlay.
  var body: some Widget {
    Text(readout.text).leadingAligned()
      .aligned(vertically: .end).padding([.leading, .bottom], 12)
      .cssClass("scroll-readout").allowsHitTesting(false).hidden(!readout.isShown)
  }

  /// `value` to the pixel; -0.3 reads "0", never "-0".
  static func whole(_ value: Double) -> String {
    let rounded = value.rounded()
    return String(format: "%.0f", rounded == 0 ? 0 : rounded)
  }

  /// The readout's lines for `geometry`.
  static func text(for geometry: ScrollGeometry) -> String {
    let rows =
      geometry.visibleRange.map { "\($0.lowerBound)–\(max($0.lowerBound, $0.upperBound - 1))" }
      ?? "–"
    return [
      "offset    \(whole(geometry.contentOffset.y))",
      "overshoot \(whole(geometry.overshoot.y))",
      "velocity  \(whole(geometry.velocity.y)) px/s",
      "phase     \(geometry.phase)",
      "rows      \(rows)",
    ].joined(separator: "\n")
  }
}
