import CGtk
import GtkGlue
import ScrollCore

extension ScrollView {
  /// Scrolls to what `position` names (an edge, an id, an offset); nothing for an empty one.
  /// It moves with the animation `withAnimation` set when the position was asked for, or the
  /// default one with `animated`.
  public func scroll(to position: ScrollPosition, animated: Bool = false) {
    let animation = animated ? .default : position.animation
    switch position.target {
    case .none: return
    case .edge(let edge): scroll(toEdge: ScrollEdge(edge), animation: animation)
    case .view(let id, let anchor):
      if !scrollTo(id: id, anchor: anchor, animation: animation) {
        Diagnostics.warn("ScrollPosition.scrollTo(id: \(id)): nothing in the scroll view has it")
      }
    case .point(let x, let y):
      let now = geometry.contentOffset
      scroll(toOffset: ScrollPoint(x: x ?? now.x, y: y ?? now.y), animation: animation)
    }
  }

  /// Adds `observer` for the modifier `name`, replacing the one it added before (a modifier
  /// runs again whenever its widget is updated).
  func replaceObserver(named name: String, with token: Int) {
    if let old = modifierObservers[name] { removeGeometryObserver(old) }
    modifierObservers[name] = token
  }

  /// Runs `body` in the next frame's tick, once this frame has laid the content out (geometry
  /// observers run in the tick before it, when rows still have their old places); a second
  /// request under the same `name` before then is folded into the first.
  func afterNextLayout(named name: String, _ body: @escaping @MainActor () -> Void) {
    guard pendingAfterLayout.insert(name).inserted else { return }
    scrolledWindow.addTickCallback { [weak self] _ in
      self?.pendingAfterLayout.remove(name)
      body()
      return false
    }
  }

  /// Whether the content moves because of the user (not the app, not at rest).
  var isMovedByUser: Bool {
    let phase = phase
    return phase == .tracking || phase == .interacting || phase == .decelerating
  }
}

extension ScrollEdge {
  /// The scroll edge for SwiftUI's `Edge`.
  init(_ edge: Edge) {
    switch edge {
    case .top: self = .top
    case .bottom: self = .bottom
    case .leading: self = .leading
    case .trailing: self = .trailing
    }
  }
}
