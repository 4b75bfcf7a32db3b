import CGtk
import Foundation
import GtkGlue
import Overshoot

/// A widget drawn with its window's renderer, read back as 8-bit sRGB pixels: colours as the
/// user sees them, whatever way a GTK version records them in its render nodes.
@MainActor
struct DrawnPixels {
  /// One opaque sRGB colour.
  struct Color: Hashable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8

    /// WCAG's relative luminance.
    var luminance: Double {
      func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio of this colour on `background`.
    func contrast(on background: Color) -> Double {
      let (a, b) = (luminance, background.luminance)
      return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    var hex: String { String(format: "#%02X%02X%02X", red, green, blue) }
  }

  let width: Int
  let height: Int
  /// The widget's size in logical pixels (the texture may be larger on a scaled display).
  let logicalWidth: Int
  private let bytes: [UInt8]

  init(of widget: UnsafeMutablePointer<GtkWidget>) throws {
    let texture = try WidgetScreenshot.texture(of: widget)
    defer { g_object_unref(texture.gpointer) }
    let (width, height) = (
      Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture))
    )
    var data = [UInt8](repeating: 0, count: width * height * 4)
    // GDK_MEMORY_DEFAULT: cairo's ARGB32, premultiplied, native-endian (B, G, R, A here).
    data.withUnsafeMutableBufferPointer {
      gdk_texture_download(texture, $0.baseAddress, gsize(width * 4))
    }
    (self.width, self.height, bytes) = (width, height, data)
    logicalWidth = Int(gtk_widget_get_width(widget))
  }

  /// The colours of the pixels inside `rect` (logical coordinates of the drawn widget),
  /// un-premultiplied over black where a pixel is not opaque.
  func colors(in rect: graphene_rect_t) -> [Color] {
    let scale = logicalWidth > 0 ? Double(width) / Double(logicalWidth) : 1
    let left = max(0, Int((Double(rect.origin.x) * scale).rounded(.down)))
    let top = max(0, Int((Double(rect.origin.y) * scale).rounded(.down)))
    let right = min(width, Int((Double(rect.origin.x + rect.size.width) * scale).rounded(.up)))
    let bottom = min(height, Int((Double(rect.origin.y + rect.size.height) * scale).rounded(.up)))
    guard left < right, top < bottom else { return [] }
    var found: [Color] = []
    found.reserveCapacity((right - left) * (bottom - top))
    for y in top..<bottom {
      for x in left..<right {
        let at = (y * width + x) * 4
        found.append(Color(red: bytes[at + 2], green: bytes[at + 1], blue: bytes[at]))
      }
    }
    return found
  }
}
