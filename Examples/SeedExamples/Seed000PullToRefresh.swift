import Overshoot

/// Seed 000: pull to refresh in SwiftUI, the async and the completion-handler ways.
@MainActor
public enum Seed000PullToRefresh {
  /// SwiftUI's `List { … }.refreshable { await … }`.
  public static func list(_ model: Headlines) -> Window {
    Window("Pull to refresh: List") {
      List(model.items, id: \.id) { headline in Text(headline.title).leadingAligned().padding(8) }
        .refreshable { await model.refresh() }
    }
  }

  /// A scroll view of arbitrary content refreshed through a completion handler, the seed's
  /// `UIRefreshControl` wrapper with `onRefresh: { done in … }`.
  public static func completionHandler(_ model: Headlines) -> Window {
    Window("Pull to refresh: completion handler") {
      VStack(spacing: 12) {
        Text("Pull down to refresh").font(.title)
        Text(model.items.first?.title ?? "").font(.secondary)
      }
      .padding(24)
      .refreshable { done in model.refresh { done() } }
    }
  }
}
