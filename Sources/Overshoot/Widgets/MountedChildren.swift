import CGtk
import GtkGlue

/// What a box shows for a list of widget descriptions, place by place, and the reconciliation
/// that shows a new list in it: where a place keeps its identity (the same shape, the same branch
/// of an `if`), its GTK widget stays and is updated in place; where it ends, its widgets go
/// (unmapped, so `onDisappear` runs and `task` is cancelled) and new ones are made in its place.
@MainActor
final class MountedChildren {
  /// One place of the description list, as shown.
  enum Place {
    /// A widget made from a description of `shape`.
    case widget(UnsafeMutablePointer<GtkWidget>, WidgetShape)
    /// An `if`, `switch` or `for`, with the branch it took and what that branch shows.
    case branch(BuilderBranch.Tag, [Place])
  }

  private var places: [Place] = []
  /// Whether the reconciliation under way made a widget.
  private var made = false
  /// How a stack sets its children up (a `Spacer` grows along the stack only).
  private let prepare: @MainActor (any Widget, UnsafeMutablePointer<GtkWidget>) -> Void

  private init(prepare: @escaping @MainActor (any Widget, UnsafeMutablePointer<GtkWidget>) -> Void)
  {
    self.prepare = prepare
  }

  /// Shows `parts` in `box` (a GtkBox), reconciling with what it showed before; true when it
  /// made any new widget.
  @discardableResult
  static func show(
    _ parts: [any Widget], in box: UnsafeMutablePointer<GtkWidget>,
    prepare: @escaping @MainActor (any Widget, UnsafeMutablePointer<GtkWidget>) -> Void = { _, _ in
    }
  ) -> Bool {
    let mounted: MountedChildren
    if let existing: MountedChildren = WidgetData.get(from: box, key: .mountedChildren) {
      mounted = existing
    } else {
      mounted = MountedChildren(prepare: prepare)
      WidgetData.set(mounted, on: box, key: .mountedChildren)
      // A box filled some other way before: its children are not ours to match, so they go.
      for child in WidgetChildren.of(box) { Gtk.Box(box).remove(child) }
    }
    var previous: UnsafeMutablePointer<GtkWidget>?
    mounted.made = false
    mounted.places = mounted.reconcile(parts, with: mounted.places, in: box, after: &previous)
    return mounted.made
  }

  /// Replaces `old` by `made` in `box`, where a reconciliation shows `old`; false when `box`
  /// shows no reconciled list or `old` is not in it.
  static func replace(
    _ old: UnsafeMutablePointer<GtkWidget>, with made: UnsafeMutablePointer<GtkWidget>,
    in box: UnsafeMutablePointer<GtkWidget>
  ) -> Bool {
    guard let mounted: MountedChildren = WidgetData.get(from: box, key: .mountedChildren) else {
      return false
    }
    guard let places = MountedChildren.replacing(old, with: made, in: mounted.places) else {
      return false
    }
    mounted.places = places
    Gtk.Box(box).insertChild(made, after: old.previousSibling)
    Gtk.Box(box).remove(old)
    return true
  }

  private static func replacing(
    _ old: UnsafeMutablePointer<GtkWidget>, with made: UnsafeMutablePointer<GtkWidget>,
    in places: [Place]
  ) -> [Place]? {
    for (index, place) in places.enumerated() {
      switch place {
      case .widget(let widget, let shape) where widget == old:
        var replaced = places
        replaced[index] = .widget(made, shape)
        return replaced
      case .branch(let tag, let inner):
        if let inner = replacing(old, with: made, in: inner) {
          var replaced = places
          replaced[index] = .branch(tag, inner)
          return replaced
        }
      default:
        continue
      }
    }
    return nil
  }

  /// Whether `box` shows a reconciled list (made by `show`).
  static func isShown(in box: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let mounted: MountedChildren? = WidgetData.get(from: box, key: .mountedChildren)
    return mounted != nil
  }

  private func reconcile(
    _ parts: [any Widget], with old: [Place], in box: UnsafeMutablePointer<GtkWidget>,
    after previous: inout UnsafeMutablePointer<GtkWidget>?
  ) -> [Place] {
    var shown: [Place] = []
    shown.reserveCapacity(parts.count)
    for (index, part) in parts.enumerated() {
      let before = index < old.count ? old[index] : nil
      if let branch = part as? BuilderBranch {
        if case .branch(let tag, let inner)? = before, tag == branch.tag {
          shown.append(
            .branch(tag, reconcile(branch.parts, with: inner, in: box, after: &previous)))
          continue
        }
        if let before { remove(before, from: box) }
        shown.append(
          .branch(branch.tag, reconcile(branch.parts, with: [], in: box, after: &previous)))
        continue
      }
      let shape = part.shape
      if case .widget(let widget, let oldShape)? = before, oldShape == shape, part.update(widget) {
        prepare(part, widget)
        previous = widget
        shown.append(.widget(widget, shape))
        continue
      }
      let widget = part.makeGtkWidget()
      if case .widget(let oldWidget, _)? = before, oldWidget == widget {
        // A wrapper object shown again (a class such as `TextField` kept by the app) gives the
        // widget it made before: it stays where it is.
        previous = widget
        shown.append(.widget(widget, shape))
        continue
      }
      if let before { remove(before, from: box) }
      made = true
      prepare(part, widget)
      if let parent = widget.parent {
        Diagnostics.warn(
          "\(type(of: part)) is shown in two places at once; it stays in its \(parent.typeName)")
        shown.append(.branch(.absent, []))
        continue
      }
      Gtk.Box(box).insertChild(widget, after: previous)
      previous = widget
      shown.append(.widget(widget, shape))
    }
    for stale in old.dropFirst(parts.count) { remove(stale, from: box) }
    return shown
  }

  private func remove(_ place: Place, from box: UnsafeMutablePointer<GtkWidget>) {
    switch place {
    case .widget(let widget, _):
      Gtk.Box(box).remove(widget)
    case .branch(_, let inner):
      for place in inner { remove(place, from: box) }
    }
  }
}
