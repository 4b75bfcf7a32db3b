import Observation
import Overshoot
import ScrollCore

/// Seed 003: rows without separators, a scroll offset readout on either axis, and a large title
/// that scrolls away while the header bar's title appears.
@MainActor
public enum Seed003ScrollTracking {
  /// What the pages show about their scrolling.
  @MainActor @Observable
  public final class Tracking {
    /// The content offset, as SwiftUI's `TrackableScrollView` reports it.
    public var offset = ScrollPoint.zero
    /// Whether the large title has scrolled out of sight.
    public var titleScrolledAway = false
    /// A tracking model at rest.
    public init() {}
  }

  /// SwiftUI's `List { … }.listRowSeparator(.hidden)`.
  public static func separatorsHidden(_ model: Headlines) -> Window {
    Window("No separators") {
      List(model.items, id: \.id) { headline in
        Text(headline.title).leadingAligned().padding(8).listRowSeparator(.hidden)
      }
    }
  }

  /// A scroll view that reports its offset on both axes, with a live readout.
  public static func offsetReadout(_ tracking: Tracking) -> Window {
    Window("Scroll offset") {
      Text("x \(Int(tracking.offset.x)) · y \(Int(tracking.offset.y))").padding(6)
      ScrollView(.all) {
        for row in 0..<60 {
          Text(String(repeating: "Row \(row) scrolls both ways. ", count: 8)).lineLimit(1)
        }
      }
      .onScrollGeometryChange(for: ScrollPoint.self, of: \.contentOffset) { _, offset in
        tracking.offset = offset
      }
    }
  }

  /// The page's own large title scrolls with the content; once it is gone, the header bar
  /// shows the title (UIKit's large-title navigation bar).
  public static func largeTitle(_ model: Headlines, _ tracking: Tracking) -> Window {
    Window("Headlines") {
      ScrollView {
        Text("Headlines").font(.largeTitle).leadingAligned().padding(16)
        for headline in model.items { Text(headline.title).leadingAligned().padding(10) }
      }
      .onScrollGeometryChange(for: Bool.self, of: { $0.contentOffset.y > 48 }) { _, away in
        tracking.titleScrolledAway = away
      }
    }
    .headerTitle(tracking.titleScrolledAway ? "Headlines" : "")
  }
}
