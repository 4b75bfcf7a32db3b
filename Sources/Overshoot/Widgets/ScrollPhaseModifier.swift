import CGtk
import ScrollCore

extension Widget {
  /// Calls `action(old, new)` when the scroll phase changes (idle, tracking, interacting,
  /// decelerating, animating), at most once per frame, as SwiftUI's `.onScrollPhaseChange`.
  /// The phases come from GTK's own: touchpad scroll-begin/end and deceleration, wheel turns,
  /// touch drags, and the library's animated scrolls.
  public func onScrollPhaseChange(
    _ action: @escaping @MainActor (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> ModifiedWidget {
    onScrollPhaseChange { old, new, _ in action(old, new) }
  }

  /// Calls `action(old, new, context)` when the scroll phase changes; the context holds the
  /// geometry and velocity then. Stacked, every action is called, as in SwiftUI.
  public func onScrollPhaseChange(
    _ action:
      @escaping @MainActor (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> ModifiedWidget {
    let slot = ModifierSlot.named("scroll-phase", on: self)
    return ModifiedWidget(self, name: "scroll-phase") { widget in
      guard let view = ScrollModifierTarget.scrollView(in: widget, for: "onScrollPhaseChange")
      else { return }
      let token = view.onScrollGeometryChange(for: ScrollPhase.self, of: \.phase) {
        [weak view] old, new in
        MainActor.assumeIsolated {
          guard let view else { return }
          let geometry = view.geometry
          let moving = new == .interacting || new == .decelerating
          action(
            old, new,
            ScrollPhaseChangeContext(
              geometry: geometry, velocity: moving ? geometry.velocity : nil))
        }
      }
      view.replaceObserver(named: slot, with: token)
    }
  }
}
