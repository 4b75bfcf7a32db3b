import CGtk
import GtkGlue

/// A box whose one child fills it and that reports every width it is given (a GtkBox with a
/// GtkCustomLayout): how a split view learns the window got narrow on GTK 4.8, which has no
/// breakpoints. It asks only for `minimumWidth()` across, so the window can shrink below the
/// wide layout's minimum and the watcher collapse it; meanwhile the child is given at least its
/// own minimum (clipped), never less, which GTK would refuse.
@MainActor
final class WidthWatcher {
  /// The box.
  let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let child: UnsafeMutablePointer<GtkWidget>
  /// The least width to ask for across (the child's own minimum when larger is not asked).
  var minimumWidth: @MainActor () -> Int32 = { 0 }
  /// Runs with each width the box is given, during its allocation.
  var widthChanged: @MainActor (Int32) -> Void = { _ in }

  init(child: UnsafeMutablePointer<GtkWidget>) {
    gtkWidget = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0).widget
    self.child = child
    gtkWidget.overflow = GTK_OVERFLOW_HIDDEN
    gtk_widget_set_layout_manager(
      gtkWidget, gtk_custom_layout_new(nil, Self.measure, Self.allocate))
    Gtk.Box(gtkWidget).append(child)
  }

  /// The child's own least width, whatever its height.
  private func childMinimumWidth() -> Int32 {
    var minimum: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
    return minimum
  }

  /// The watcher laying out `widget`; the split view controller keeps it in the widget's data.
  private static func watcher(of widget: UnsafeMutablePointer<GtkWidget>?) -> WidthWatcher? {
    guard let widget else { return nil }
    return (NavigationHostMark.host(of: widget) as? NavigationSplitController)?.widthWatcher
  }

  private static let measure: GtkCustomMeasureFunc = {
    widget, orientation, forSize, minimum, natural, _, _ in
    nonisolated(unsafe) let (widget, minimum, natural) = (widget, minimum, natural)
    MainActor.assumeIsolated {
      var childMinimum: Int32 = 0
      var childNatural: Int32 = 0
      guard let watcher = watcher(of: widget) else { return }
      let across = orientation == GTK_ORIENTATION_HORIZONTAL
      // A height is asked for a width, which may be below the child's minimum (this box asks
      // for less): measure the child at the width it will be given, never less (GTK warns).
      let size = across || forSize < 0 ? forSize : max(forSize, watcher.childMinimumWidth())
      gtk_widget_measure(watcher.child, orientation, size, &childMinimum, &childNatural, nil, nil)
      let least = across ? min(childMinimum, watcher.minimumWidth()) : childMinimum
      minimum?.pointee = least
      natural?.pointee = max(childNatural, least)
    }
  }

  private static let allocate: GtkCustomAllocateFunc = { widget, width, height, baseline in
    nonisolated(unsafe) let widget = widget
    MainActor.assumeIsolated {
      guard let watcher = watcher(of: widget) else { return }
      let childWidth = max(width, watcher.childMinimumWidth())
      var allocation = GtkAllocation(x: 0, y: 0, width: childWidth, height: height)
      gtk_widget_size_allocate(watcher.child, &allocation, baseline)
      watcher.widthChanged(width)
    }
  }
}
