import Foundation

extension Widget {
  /// Space around the widget on every side, like SwiftUI's `padding(_:)`, for lengths that
  /// are not whole (`.padding(8.5)`) or come as `CGFloat`/`Double`; rounded to whole points, as
  /// GTK's margins are.
  public func padding(_ length: CGFloat) -> ModifiedWidget {
    padding(.all, length)
  }

  /// Space on some edges only, like SwiftUI's `padding(_:_:)`: `.padding(.horizontal, 8.5)`;
  /// rounded to whole points.
  public func padding(_ edges: Edges, _ length: CGFloat) -> ModifiedWidget {
    padding(edges, Int(max(length, 0).rounded()))
  }

  /// The default space (8 points) on some edges only, like SwiftUI's `padding(.horizontal)`.
  public func padding(_ edges: Edges) -> ModifiedWidget {
    padding(edges, 8)
  }
}
