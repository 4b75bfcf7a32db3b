import CGtk

/// An icon from the icon theme (a GtkImage), like SwiftUI's `Image(systemName:)`; the name is a
/// freedesktop icon name such as `view-refresh-symbolic`.
public struct Image: Widget {
  let name: String
  let pixelSize: Int32

  /// The icon `systemName`, `pixelSize` points square.
  public init(systemName: String, pixelSize: Int = 16) {
    name = systemName
    self.pixelSize = Int32(pixelSize)
  }

  /// Makes the GtkImage.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let image = gtk_image_new()!
    _ = update(image)
    return image
  }

  /// Shows this icon.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_image_set_from_icon_name(widget.checked(gtk_image_get_type()), name)
    gtk_image_set_pixel_size(widget.checked(gtk_image_get_type()), pixelSize)
    return true
  }
}
