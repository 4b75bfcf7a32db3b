import CGtk
import GtkGlue
import ScrollCore

/// Watches how much of a widget its enclosing scroll view shows, while the widget is mapped:
/// a geometry observer on that scroll view, so it costs a frame's check only while scrolling.
@MainActor
final class ScrollVisibilityWatch {
  private let widget: UnsafeMutablePointer<GtkWidget>
  private var threshold = 0.5
  private var action: @MainActor (Bool) -> Void = { _ in }
  private var isVisible: Bool?
  private weak var view: ScrollView?
  private var token: Int?
  private var checkPending = false
  private var unplacedChecks = 0

  private init(_ widget: UnsafeMutablePointer<GtkWidget>) { self.widget = widget }

  /// The watch of `widget`, made on first use (it lives in the widget's data).
  static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> ScrollVisibilityWatch {
    if let watch: ScrollVisibilityWatch = WidgetData.get(from: widget, key: .scrollVisibility) {
      return watch
    }
    let watch = ScrollVisibilityWatch(widget)
    widget.connect("map") { [weak watch] in watch?.start() }
    widget.connect("unmap") { [weak watch] in watch?.stop() }
    WidgetData.set(watch, on: widget, key: .scrollVisibility)
    return watch
  }

  /// Reports to `action` from now on; a recycled row shown again for another item reports
  /// afresh.
  func watch(threshold: Double, action: @escaping @MainActor (Bool) -> Void) {
    self.threshold = threshold
    self.action = action
    isVisible = nil
    if token != nil { checkAfterLayout() }
  }

  private func start() {
    guard token == nil, let view = enclosingScrollView() else { return }
    self.view = view
    token = view.onScrollGeometryChange(for: ScrollPoint.self, of: \.contentOffset) {
      [weak self] _, _ in MainActor.assumeIsolated { self?.checkAfterLayout() }
    }
    checkAfterLayout()
  }

  private func stop() {
    if let token { view?.removeGeometryObserver(token) }
    token = nil
    if isVisible == true { action(false) }
    isVisible = nil
  }

  isolated deinit {
    if let token { view?.removeGeometryObserver(token) }
  }

  /// Checks once the content has its new place: the geometry reaches observers from the frame's
  /// tick, before that frame lays the content out, so the next frame's tick reads it.
  private func checkAfterLayout() {
    guard !checkPending else { return }
    checkPending = true
    widget.addTickCallback { [weak self] _ in
      self?.checkPending = false
      self?.check()
      return false
    }
  }

  private func check() {
    guard let view else { return }
    guard let fraction = visibleFraction(in: view.scrolledWindow) else {
      // Mapped but not laid out yet (a row GTK has just made): look again next frame.
      if widget.isMapped, unplacedChecks < 10 {
        unplacedChecks += 1
        checkAfterLayout()
      }
      return
    }
    unplacedChecks = 0
    let visible = threshold == 0 ? fraction > 0 : fraction >= threshold - 0.0001
    guard visible != isVisible else { return }
    // A widget that first shows hidden is no change to report.
    let first = isVisible == nil
    isVisible = visible
    if !(first && !visible) { action(visible) }
  }

  /// The fraction of the widget inside `scrolledWindow`'s visible area.
  private func visibleFraction(in scrolledWindow: UnsafeMutablePointer<GtkWidget>) -> Double? {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, scrolledWindow, &bounds) != 0,
      bounds.size.width > 0, bounds.size.height > 0
    else { return nil }
    let height = Double(scrolledWindow.height)
    let width = Double(scrolledWindow.width)
    let top = Double(bounds.origin.y)
    let left = Double(bounds.origin.x)
    let shownHeight = max(0, min(top + Double(bounds.size.height), height) - max(top, 0))
    let shownWidth = max(0, min(left + Double(bounds.size.width), width) - max(left, 0))
    return shownHeight * shownWidth / Double(bounds.size.height * bounds.size.width)
  }

  private func enclosingScrollView() -> ScrollView? {
    var current = widget.parent
    while let ancestor = current {
      if let view = ScrollView.enclosedHere(ancestor) { return view }
      current = ancestor.parent
    }
    return nil
  }
}
