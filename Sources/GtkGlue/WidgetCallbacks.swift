import CGtk

/// Closure-taking forms of GTK's per-widget callbacks (frame ticks, drawing), each box released
/// by the destroy notify GTK calls when the callback is removed or the widget is finalized.
extension GPointerConvertible {
  /// Calls `body` once per frame with the frame time in microseconds until it returns false.
  /// Returns the id for `gtk_widget_remove_tick_callback`.
  @MainActor @discardableResult
  package func addTickCallback(_ body: @escaping @MainActor (_ frameTime: Int64) -> Bool) -> guint {
    let box = ClosureBox(body, counted: .source)
    return gtk_widget_add_tick_callback(
      checked(as: GtkWidget.self),
      { _, clock, data in
        let box = ClosureBox<@MainActor (Int64) -> Bool>.from(data)
        let time = Int64(gdk_frame_clock_get_frame_time(clock))
        return MainActor.assumeIsolated { box.closure(time) } ? 1 : 0
      }, box.retainedPointer(), { data in ClosureBox<Any>.releaseAny(data) })
  }

  /// Sets a GtkDrawingArea's draw function: `body(cairo, width, height)`.
  @MainActor
  package func setDrawFunction(
    _ body: @escaping @MainActor (_ cairo: OpaquePointer, _ width: Int32, _ height: Int32) -> Void
  ) {
    let box = ClosureBox(body, counted: .source)
    gtk_drawing_area_set_draw_func(
      gpointer.assumingMemoryBound(to: GtkDrawingArea.self),
      { _, cairo, width, height, data in
        guard let cairo else { return }
        let box = ClosureBox<@MainActor (OpaquePointer, Int32, Int32) -> Void>.from(data)
        nonisolated(unsafe) let context = cairo
        MainActor.assumeIsolated { box.closure(context, width, height) }
      }, box.retainedPointer(), { data in ClosureBox<Any>.releaseAny(data) })
  }
}
