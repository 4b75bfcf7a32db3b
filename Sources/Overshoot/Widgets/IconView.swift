import CGtk
import GtkGlue

/// An icon the app keeps to change later (a GtkImage): a status icon that follows a state.
/// A fixed icon is simpler as `Image(systemName:)`.
@MainActor
public final class IconView: WidgetHandle {
  private var image: Gtk.Image { Gtk.Image(gtkWidget) }

  /// The icon `systemName` (an SF Symbols name such as `star.fill`, or a freedesktop icon name),
  /// `pixelSize` points square.
  public init(systemName: String? = nil, pixelSize: Int = 16) {
    let image = Gtk.Image()
    image.pixelSize = pixelSize
    if let systemName {
      image.setIconName(SymbolNames.resolve(systemName))
    }
    super.init(gtkWidget: image.widget)
  }

  /// The icon's name: set an SF Symbols name (`exclamationmark.triangle`) or a freedesktop one
  /// (`dialog-error-symbolic`); read, the freedesktop name shown.
  public var systemName: String? {
    get { image.iconName }
    set { image.setIconName(newValue.map(SymbolNames.resolve)) }
  }

  /// The icon's size in points.
  public var pixelSize: Int {
    get { image.pixelSize }
    set { image.pixelSize = newValue }
  }
}
