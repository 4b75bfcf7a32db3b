import CGtk
import GtkGlue

/// An image given as an image file's bytes (PNG, JPEG, GIF, ICO, BMP, WebP or SVG), such as a
/// feed's favicon, shown as a ``SidebarItem``'s icon.
///
/// Decoded once with gdk-pixbuf, the first time a row shows it, a bitmap scaled down to at
/// most 32 pixels a side and an SVG drawn at 32, and shown 16 points square: sharp on a scale-2
/// display. Bytes that do not decode, that are another format (XPM, TIFF, …), an SVG where
/// librsvg's loader is not installed, or whose header claims more than 1024 pixels a side
/// (refused before any pixel is decoded) show the item's `iconName` instead, and say why once
/// on stderr.
@MainActor
public final class SidebarImage {
  /// The image file's bytes.
  public let bytes: [UInt8]
  /// What the image shows (a feed's name), for the warning when it cannot be shown.
  public let subject: String
  private var decoded: ObjectRef?
  private var failed = false

  /// An image of `subject` from the bytes of an image file.
  public init(bytes: [UInt8], of subject: String) {
    self.bytes = bytes
    self.subject = subject
  }

  /// The decoded texture (a `GdkTexture`), or nil when the bytes are no image it may show.
  var texture: ObjectRef? {
    if decoded == nil, !failed {
      switch ImageBytesDecoder.texture(from: bytes, fitting: Self.pixelSize * 2) {
      case .success(let texture): decoded = texture
      case .failure(let failure):
        failed = true
        Diagnostics.warn(
          "the icon of “\(subject)” cannot be shown (\(failure)); using the generic one")
      }
    }
    return decoded
  }

  /// The size, in points, an image is drawn at in a row.
  static let pixelSize = 16

  /// A GtkImage of this image, `pixelSize` points square; nil when it cannot be shown.
  func makeImageWidget() -> UnsafeMutablePointer<GtkWidget>? {
    guard let texture else { return nil }
    let image = gtk_image_new_from_paintable(texture.pointer.checked(gdk_paintable_get_type()))!
    Gtk.Image(image).pixelSize = Self.pixelSize
    return image
  }
}

extension SidebarImage: Equatable {
  /// The same image: one decoded texture is shared by every row that shows it.
  nonisolated public static func == (lhs: SidebarImage, rhs: SidebarImage) -> Bool {
    lhs === rhs
  }
}
