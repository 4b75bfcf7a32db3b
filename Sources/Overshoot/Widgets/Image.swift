import CGtk
import GtkGlue

/// An icon from the icon theme (a GtkImage), like SwiftUI's `Image(systemName:)`. The name is
/// an SF Symbols name a SwiftUI developer knows (`star.fill`, `trash`, `gear`,
/// `magnifyingglass`, `arrow.clockwise`: about 125 of the common ones are mapped to GNOME's
/// icons) or a freedesktop icon name such as `view-refresh-symbolic`. A name that is neither
/// mapped nor in the icon theme is reported once on stderr, instead of showing a broken image
/// without a word.
///
/// The name is read through an autoclosure, so
/// `Image(systemName: item.isStarred ? "star.fill" : "star")` with an `@Observable` item shows
/// the other icon when `isStarred` changes, at most once per frame.
public struct Image: Widget {
  let name: @MainActor () -> String
  let pixelSize: Int32

  /// The icon `systemName`, `pixelSize` points square, read again whenever an observed property
  /// it uses changes.
  public init(systemName: @autoclosure @escaping @MainActor () -> String, pixelSize: Int = 16) {
    name = systemName
    self.pixelSize = Int32(pixelSize)
  }

  /// Makes the GtkImage.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let image = Gtk.Image().widget
    _ = update(image)
    return image
  }

  /// Shows this icon.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    Gtk.Image(widget).pixelSize = Int(pixelSize)
    ObservedBinding.bind(widget, key: .icon, read: name) { name, widget in
      // The same icon is not set again: GTK clears an image's icon and sets it anew, notifying
      // three properties and queueing a resize, each time a body that shows it runs again.
      let image = Gtk.Image(widget)
      let icon = SymbolNames.resolve(name)
      guard image.storageType != GTK_IMAGE_ICON_NAME || image.iconName != icon else { return }
      image.setIconName(icon)
    }
    return true
  }

  #if DEBUG
    /// Every SF Symbols name `Image(systemName:)` maps, with its icon names in order of
    /// preference, for the tests that check the icon theme has them.
    @_spi(Testing) public static var symbolTable: [(symbol: String, iconNames: [String])] {
      SymbolNames.knownSymbols.map { ($0, SymbolNames.iconNames(for: $0) ?? []) }
    }
  #endif
}
