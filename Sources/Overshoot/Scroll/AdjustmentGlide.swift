import CGtk
import Foundation
import GtkGlue

/// Moves adjustments to new values with an `Animation`'s curve and duration (a quarter second,
/// easing out, by default), one step per frame of `widget`'s frame clock: the one scroll
/// animation `ScrollView` and `RecycledListView` share.
@MainActor
enum AdjustmentGlide {
  /// One adjustment's start and end values.
  struct Move {
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    let from: Double
    let to: Double
  }

  /// How many glides move each adjustment now, for `ScrollView.phase` (`.animating`).
  fileprivate static var gliding: [UnsafeMutablePointer<GtkAdjustment>: Int] = [:]

  /// Whether a glide is moving `adjustment` now.
  static func isGliding(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) -> Bool {
    gliding[adjustment] != nil
  }

  /// Starts the glide; returns the tick callback id. It stops early when `isCurrent` turns
  /// false (a newer scroll took over) and calls `finished` after the last step.
  @discardableResult
  static func start(
    on widget: UnsafeMutablePointer<GtkWidget>, _ moves: [Move], wholePixels: Bool = false,
    animation: Animation = .default, isCurrent: @escaping @MainActor () -> Bool = { true },
    finished: @escaping @MainActor () -> Void = {}
  ) -> guint {
    var start: Int64?
    // Counts the glide from now until its tick callback is gone, however it ends.
    let mark = GlideMark(moves.map(\.adjustment))
    return widget.addTickCallback { frameTime in
      guard isCurrent() else { return false }
      _ = mark
      let begin = start ?? frameTime
      start = begin
      let length = max(animation.duration * 1_000_000, 1)
      let progress = min(Double(frameTime - begin) / length, 1)
      let eased = animation.eased(progress)
      for move in moves {
        let value = move.from + (move.to - move.from) * eased
        move.adjustment.value = wholePixels ? value.rounded() : value
      }
      if progress >= 1 { finished() }
      return progress < 1
    }
  }
}

/// Marks adjustments as gliding for as long as the glide's tick callback holds it.
@MainActor
private final class GlideMark {
  let adjustments: [UnsafeMutablePointer<GtkAdjustment>]

  init(_ adjustments: [UnsafeMutablePointer<GtkAdjustment>]) {
    self.adjustments = adjustments
    for adjustment in adjustments { AdjustmentGlide.gliding[adjustment, default: 0] += 1 }
  }

  isolated deinit {
    for adjustment in adjustments {
      let left = (AdjustmentGlide.gliding[adjustment] ?? 1) - 1
      AdjustmentGlide.gliding[adjustment] = left > 0 ? left : nil
    }
  }
}
