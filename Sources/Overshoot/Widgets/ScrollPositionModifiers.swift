import CGtk
import GtkGlue
import ScrollCore

extension Widget {
  /// Binds the id of the top-most row (or `.id(_:)` view) on screen, both ways, as SwiftUI's
  /// `.scrollPosition(id:anchor:)`: scrolling writes the id, setting it scrolls that row to
  /// `anchor` (the top by default). Read at most once per frame, and only while scrolled.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "scroll-position-id") { widget in
      guard let view = ScrollModifierTarget.scrollView(in: widget, for: "scrollPosition(id:)")
      else { return }
      let reported = ReportedValue<ID?>()
      let token = view.onScrollGeometryChange(for: ScrollPoint.self, of: \.contentOffset) {
        [weak view] _, _ in
        MainActor.assumeIsolated {
          view?.afterNextLayout(named: "scroll-position-id") { [weak view] in
            // A scroll the app asked for is still finding its row: its steps are not positions.
            guard let view, view.rowTargets?.isSettling != true else { return }
            let top = view.topVisibleID?.base as? ID
            guard top != nil, top != id.get() else { return }
            reported.value = top
            id.set(top)
          }
        }
      }
      view.replaceObserver(named: "scroll-position-id", with: token)
      ObservedBinding.bind(view.scrolledWindow, key: .scrollPosition, read: id.get) {
        [weak view] wanted, _ in
        guard let view, let wanted, wanted != reported.value else { return }
        reported.value = wanted
        if !view.scrollTo(id: wanted, anchor: anchor ?? .top) {
          Diagnostics.warn("scrollPosition(id:): nothing in the scroll view has the id \(wanted)")
        }
      }
    }
  }

  /// Binds a `ScrollPosition`, both ways, as SwiftUI's `.scrollPosition(_:anchor:)`: its
  /// `scrollTo(edge:)`, `scrollTo(id:anchor:)` and `scrollTo(x:y:)` scroll there; when the user
  /// scrolls, it holds the top-most id (or the offset) and `isPositionedByUser`.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "scroll-position") { widget in
      guard let view = ScrollModifierTarget.scrollView(in: widget, for: "scrollPosition(_:)")
      else { return }
      let applied = ReportedValue<Int>()
      let token = view.onScrollGeometryChange(for: ScrollPoint.self, of: \.contentOffset) {
        [weak view] _, _ in
        MainActor.assumeIsolated {
          guard let view, view.isMovedByUser else { return }
          view.afterNextLayout(named: "scroll-position") { [weak view] in
            guard let view else { return }
            let current = position.get()
            let user = ScrollPosition.user(
              id: view.topVisibleID, offset: view.geometry.contentOffset, request: current.request)
            if user != current { position.set(user) }
          }
        }
      }
      view.replaceObserver(named: "scroll-position", with: token)
      ObservedBinding.bind(view.scrolledWindow, key: .scrollPosition, read: position.get) {
        [weak view] wanted, _ in
        guard let view, !wanted.isPositionedByUser, wanted.request != applied.value else { return }
        applied.value = wanted.request
        var target = wanted
        if case .view(let id, nil) = wanted.target, let anchor {
          target.target = .view(id, anchor: anchor)
        }
        view.scroll(to: target)
      }
    }
  }
}

/// The value a modifier last wrote or applied, so it does not act on its own echo.
@MainActor
final class ReportedValue<Value> {
  var value: Value?
}
