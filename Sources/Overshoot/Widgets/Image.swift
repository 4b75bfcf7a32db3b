import CGtk
import GtkGlue

/// An icon from the icon theme (a GtkImage), like SwiftUI's `Image(systemName:)`. The name is
/// an SF Symbols name a SwiftUI developer knows (`star.fill`, `trash`, `gear`,
/// `magnifyingglass`, `arrow.clockwise`: about 125 of the common ones are mapped to GNOME's
/// icons) or a freedesktop icon name such as `view-refresh-symbolic`. An SF Symbols name the
/// table does not know is reported once on stderr in debug builds, instead of showing a broken
/// image without a word.
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
    let image = widget.checked(gtk_image_get_type())
    if let names = SymbolNames.iconNames(for: name) {
      // The theme's first name it has: a GThemedIcon with the names in order.
      let icon = g_themed_icon_new(names[0])!
      for name in names.dropFirst() {
        g_themed_icon_append_name(icon.checked(g_themed_icon_get_type()), name)
      }
      gtk_image_set_from_gicon(image, icon)
      g_object_unref(icon.gpointer)
    } else {
      Self.reportUnknownSymbol(name)
      gtk_image_set_from_icon_name(image, name)
    }
    gtk_image_set_pixel_size(image, pixelSize)
    return true
  }

  #if DEBUG
    /// Every SF Symbols name `Image(systemName:)` maps, with its icon names in order of
    /// preference, for the tests that check the icon theme has them.
    @_spi(Testing) public static var symbolTable: [(symbol: String, iconNames: [String])] {
      SymbolNames.knownSymbols.map { ($0, SymbolNames.iconNames(for: $0) ?? []) }
    }
  #endif

  /// The SF Symbols names already reported as unknown.
  private static var reported: Set<String> = []

  /// Says once, in debug builds, that an SF Symbols name has no icon here.
  private static func reportUnknownSymbol(_ name: String) {
    #if DEBUG
      guard SymbolNames.looksLikeSymbol(name), reported.insert(name).inserted else { return }
      Diagnostics.warn(
        "Image(systemName: \"\(name)\"): no GNOME icon for this SF Symbols name; use a mapped "
          + "one (see Image's documentation) or a freedesktop icon name such as \"starred-symbolic\""
      )
    #endif
  }
}
