import CGtk
import GtkGlue

/// An icon the app keeps to change later (a GtkImage): a status icon that follows a state.
/// A fixed icon is simpler as `Image(systemName:)`.
@MainActor
public final class IconView: WidgetHandle {
  private var image: OpaquePointer { gtkWidget.checked(gtk_image_get_type()) }

  /// The icon `systemName` (an SF Symbols name such as `star.fill`, or a freedesktop icon name),
  /// `pixelSize` points square.
  public init(systemName: String? = nil, pixelSize: Int = 16) {
    let image = gtk_image_new()!
    Gtk.Image(image).pixelSize = pixelSize
    if let systemName {
      Gtk.Image(image).setIconName(SymbolNames.resolve(systemName))
    }
    super.init(gtkWidget: image)
  }

  /// The icon's name: set an SF Symbols name (`exclamationmark.triangle`) or a freedesktop one
  /// (`dialog-error-symbolic`); read, the freedesktop name shown.
  public var systemName: String? {
    get { gtk_image_get_icon_name(image).map { String(cString: $0) } }
    set { gtk_image_set_from_icon_name(image, newValue.map(SymbolNames.resolve)) }
  }

  /// The icon's size in points.
  public var pixelSize: Int {
    get { Int(gtk_image_get_pixel_size(image)) }
    set { gtk_image_set_pixel_size(image, Int32(newValue)) }
  }
}
