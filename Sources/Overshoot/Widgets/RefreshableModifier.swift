import CGtk
import GtkGlue
import RefreshCore

extension Widget {
  /// Pull to refresh, like SwiftUI's `refreshable(action:)`: a pull past `threshold` (points, or
  /// a fraction of the height), F5, Ctrl+R or the `refreshable.refresh` action runs `action`, one
  /// at a time. On a `List` or `ScrollView` it pulls that scroll view; any other content is put
  /// in one.
  public func refreshable(
    threshold: PullThreshold = .standard, action: @escaping @MainActor () async throws -> Void
  ) -> ModifiedWidget {
    refreshable(threshold: threshold, indicator: nil) { $0.onRefresh(action) }
  }

  /// Pull to refresh with your own indicator, drawn by `indicator` from the pull's phase and
  /// fraction (0 at rest, 1 at the threshold) and updated in place as the pull moves:
  /// `.refreshable { … } indicator: { _, fraction in Image(systemName: "view-refresh-symbolic")
  /// .rotationEffect(degrees: fraction * 360) }`.
  public func refreshable(
    threshold: PullThreshold = .standard, action: @escaping @MainActor () async throws -> Void,
    @WidgetBuilder indicator: @escaping @MainActor (PullPhase, Double) -> [any Widget]
  ) -> ModifiedWidget {
    refreshable(threshold: threshold, indicator: indicator) { $0.onRefresh(action) }
  }

  /// Pull to refresh for callers without async: `action` gets a `RefreshCompletion` to call when
  /// done (`{ done in load { done() } }`). The refresh ends exactly once whatever it does.
  public func refreshable(
    threshold: PullThreshold = .standard,
    onRefresh action: @escaping @MainActor (RefreshCompletion) -> Void
  ) -> ModifiedWidget {
    refreshable(threshold: threshold, indicator: nil) { $0.onRefresh(withCompletion: action) }
  }

  private func refreshable(
    threshold: PullThreshold, indicator: (@MainActor (PullPhase, Double) -> [any Widget])?,
    install: @escaping @MainActor (RefreshableScrolledWindow) -> Void
  ) -> ModifiedWidget {
    ModifiedWidget.wrapping(self, name: "refreshable") { content in
      var configuration = RefreshableScrolledWindow.defaultConfiguration
      configuration.threshold = threshold
      let adopted = WrapperLifetime.wrapper(of: content) as? ScrollView
      #if DEBUG
        if adopted == nil, ScrollView.enclosed(in: content) != nil {
          Diagnostics.warn(
            "refreshable: the content scrolls inside another widget, so it is wrapped in a second "
              + "scroll view; apply .refreshable to the List or ScrollView itself")
        }
      #endif
      let refreshable = RefreshableScrolledWindow(adopting: adopted, configuration: configuration)
      if adopted == nil { refreshable.setChild(content) }
      if let indicator {
        refreshable.setIndicator(DescribedRefreshIndicator(height: 48, content: indicator))
      }
      install(refreshable)
      return refreshable.makeGtkWidget()
    }
  }
}
