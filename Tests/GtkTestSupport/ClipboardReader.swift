import CGtk
import GtkGlue

/// Reads the text on a display's clipboard back as a paste does (GDK's asynchronous read),
/// running the main loop until it arrives.
@MainActor
public enum ClipboardReader {
  /// The text on the clipboard of `widget`'s display; nil when it holds none.
  public static func text(of widget: UnsafeMutablePointer<GtkWidget>, timeout: Double = 5)
    -> String?
  {
    let clipboard = gdk_display_get_clipboard(gtk_widget_get_display(widget))
    let read = ClipboardRead()
    gdk_clipboard_read_text_async(
      clipboard, nil,
      { source, result, data in
        guard let data else { return }
        let read = Unmanaged<ClipboardRead>.fromOpaque(data).takeRetainedValue()
        if let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil) {
          read.text = String(cString: text)
          g_free(text)
        }
        read.isDone = true
      }, Unmanaged.passRetained(read).toOpaque())
    GtkTestEnvironment.wait("the clipboard's text", timeout: timeout) { read.isDone }
    return read.text
  }
}

/// One read under way: the callback fills it in on the main thread.
private final class ClipboardRead: @unchecked Sendable {
  // @unchecked: GLib calls back on the main thread, where the reader waits.
  var text: String?
  var isDone = false
}
