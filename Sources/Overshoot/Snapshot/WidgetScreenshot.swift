import CGtk
import GtkGlue

/// Renders a realized widget to a PNG file: what the user sees, for READMEs, AppStream
/// screenshots and tests that look at pixels. A feature, not a test hook: `overshoot
/// --screenshot PATH` writes the main window with it.
@MainActor
public enum WidgetScreenshot {
  /// Why a screenshot could not be written.
  public enum Failure: Error, CustomStringConvertible {
    /// The widget has no size yet (not laid out), or is not shown.
    case notLaidOut
    /// The widget changed since its window's last frame (a redraw is queued), so GTK holds no
    /// drawing of it: take the screenshot after the next frame
    /// (``savePNGAfterNextFrame(of:to:frames:completion:)``).
    case redrawPending
    /// The widget is not inside a realized window, so there is no renderer.
    case noRenderer
    /// GDK could not write the file (missing folder, full disk, no permission).
    case cannotWrite(path: String)

    /// A one-line explanation for stderr.
    public var description: String {
      switch self {
      case .notLaidOut: "the window has no size yet; nothing was drawn"
      case .redrawPending: "the window changed since its last frame and was not drawn again yet"
      case .noRenderer: "the window is not realized, so there is no renderer to draw with"
      case .cannotWrite(let path): "could not write \(path) (does the folder exist and have room?)"
      }
    }
  }

  /// Draws `widget` as it is now and writes it to `path` as PNG.
  public static func savePNG(of widget: UnsafeMutablePointer<GtkWidget>, to path: String)
    throws(Failure)
  {
    let texture = try texture(of: widget)
    defer { g_object_unref(texture.gpointer) }
    guard gdk_texture_save_to_png(texture, path) != 0 else { throw .cannotWrite(path: path) }
  }

  /// Draws `widget` as it is now with its window's renderer, into a new texture the caller
  /// releases.
  package static func texture(of widget: UnsafeMutablePointer<GtkWidget>) throws(Failure)
    -> OpaquePointer
  {
    let width = widget.width
    let height = widget.height
    guard width > 0, height > 0 else { throw .notLaidOut }
    guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native)
    else { throw .noRenderer }

    let paintable: OpaquePointer = gtk_widget_paintable_new(widget)
    defer { g_object_unref(paintable.gpointer) }
    let snapshot: OpaquePointer = gtk_snapshot_new()
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    // GTK drops a widget's drawing when a redraw is queued and keeps none until the next frame.
    guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .redrawPending }
    defer { gsk_render_node_unref(node) }
    var viewport = graphene_rect_t()
    graphene_rect_init(&viewport, 0, 0, Float(width), Float(height))
    return gsk_renderer_render_texture(renderer, node, &viewport)
  }

  /// Writes `widget` to `path` as PNG after its window's next frame, then calls `completion`.
  /// A widget changed again before the idle after that frame (an animation, a layout that
  /// settles over two frames) is drawn after a later frame, up to `frames` frames in all. A
  /// widget that is not shown (not realized, or not mapped: no frame comes for it) fails at
  /// once; the widget is held until `completion` runs.
  public static func savePNGAfterNextFrame(
    of widget: UnsafeMutablePointer<GtkWidget>, to path: String, frames: Int = 5,
    completion: @escaping @MainActor (Result<Void, Failure>) -> Void
  ) {
    guard widget.isRealized else { return completion(.failure(.noRenderer)) }
    guard widget.isMapped else { return completion(.failure(.notLaidOut)) }
    let held = ObjectRef(retaining: UnsafeMutableRawPointer(widget))
    afterNextFrame(of: widget) {
      do throws(Failure) {
        try savePNG(of: held.widget, to: path)
        completion(.success(()))
      } catch .redrawPending where frames > 1, .notLaidOut where frames > 1 {
        savePNGAfterNextFrame(of: held.widget, to: path, frames: frames - 1, completion: completion)
      } catch {
        completion(.failure(error))
      }
    }
  }

  /// Calls `body` once, on an idle after the next frame of `widget`'s window is painted (a frame
  /// is requested, so it comes even when nothing else changes). The widget must be realized.
  public static func afterNextFrame(
    of widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void
  ) {
    afterFirstFrame(of: widget, body)
    widget.queueDraw()
  }

  /// Calls `body` once, on an idle after the first frame of `widget`'s window has been painted,
  /// so layout and list rows are in place. The widget must be realized (call it from `map`).
  public static func afterFirstFrame(
    of widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void
  ) {
    guard let clock = gtk_widget_get_frame_clock(widget) else {
      preconditionFailure("afterFirstFrame needs a realized widget; call it from \"map\"")
    }
    var connection: SignalConnection?
    connection = clock.connect("after-paint") {
      connection?.disconnect()
      connection = nil
      MainContext.idle(body)
    }
  }
}
