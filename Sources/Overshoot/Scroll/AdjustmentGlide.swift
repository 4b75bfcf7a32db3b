import CGtk
import Foundation
import GtkGlue

/// Moves adjustments to new values over a quarter second with an ease-out curve, one step per
/// frame of `widget`'s frame clock: the one scroll animation `ScrollView` and
/// `RecycledListView` share.
@MainActor
enum AdjustmentGlide {
  /// One adjustment's start and end values.
  struct Move {
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    let from: Double
    let to: Double
  }

  /// Starts the glide; returns the tick callback id. It stops early when `isCurrent` turns
  /// false (a newer scroll took over) and calls `finished` after the last step.
  @discardableResult
  static func start(
    on widget: UnsafeMutablePointer<GtkWidget>, _ moves: [Move], wholePixels: Bool = false,
    isCurrent: @escaping @MainActor () -> Bool = { true },
    finished: @escaping @MainActor () -> Void = {}
  ) -> guint {
    var start: Int64?
    return widget.addTickCallback { frameTime in
      guard isCurrent() else { return false }
      let begin = start ?? frameTime
      start = begin
      let progress = min(Double(frameTime - begin) / 250_000, 1)
      let eased = 1 - pow(1 - progress, 3)
      for move in moves {
        let value = move.from + (move.to - move.from) * eased
        gtk_adjustment_set_value(move.adjustment, wholePixels ? value.rounded() : value)
      }
      if progress >= 1 { finished() }
      return progress < 1
    }
  }
}
