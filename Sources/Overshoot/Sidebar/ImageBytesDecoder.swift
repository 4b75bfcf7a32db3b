import CGtk
import GtkGlue

/// Turns untrusted image bytes into a small `GdkTexture` with gdk-pixbuf, refusing what could
/// hurt: formats other than ``allowedFormats``, and bitmaps over ``maxSide`` pixels a side, which
/// are refused from their header, before a pixel is decoded or a buffer allocated (a
/// 30000×30000 PNG is a few hundred bytes, and 3.6 GB decoded). An SVG (librsvg's loader, which
/// neither runs scripts nor loads anything its bytes point to) is drawn straight at the size
/// asked for, whatever size it declares.
@MainActor
enum ImageBytesDecoder {
  /// The widest and tallest image decoded.
  nonisolated static let maxSide: Int32 = 1024
  /// gdk-pixbuf's names of the formats decoded (XPM, TGA, TIFF, ANI and the rest are not).
  static let allowedFormats: Set<String> = ["png", "jpeg", "gif", "ico", "bmp", "webp", "svg"]

  /// Why bytes gave no texture.
  enum Failure: Error, CustomStringConvertible {
    case unsupported(format: String)
    case tooLarge(width: Int32, height: Int32)
    case undecodable(String)

    var description: String {
      switch self {
      case .unsupported(let format): return "\(format) images are not shown"
      case .tooLarge(let width, let height):
        return
          "it is \(width)×\(height) pixels; at most \(ImageBytesDecoder.maxSide) a side is shown"
      case .undecodable(let reason): return reason
      }
    }
  }

  /// What the loader's header said, filled in by `size-prepared`.
  private final class Header {
    var refusal: Failure?
  }

  /// A texture of `bytes` scaled down (never up, aspect kept) to at most `side` pixels a side.
  static func texture(from bytes: [UInt8], fitting side: Int) -> Result<ObjectRef, Failure> {
    guard !bytes.isEmpty else { return .failure(.undecodable("no bytes")) }
    let loader = ObjectRef(adopting: gdk_pixbuf_loader_new()!)
    let header = Header()
    let typed = loader.pointer.assumingMemoryBound(to: GdkPixbufLoader.self)
    let connection = connectSignal(
      loader.pointer, "size-prepared",
      { @MainActor (width: Int32, height: Int32) in
        header.refusal = refusal(of: typed, width: width, height: height)
        if header.refusal != nil {
          // 0×0 stops the load: gdk_pixbuf_get_file_info reads headers the same way.
          gdk_pixbuf_loader_set_size(typed, 0, 0)
        } else if isScalable(typed) || max(width, height) > Int32(side) {
          // A bitmap only ever shrinks; a drawing is drawn at the size.
          let (fitWidth, fitHeight) = fit(width: width, height: height, into: Int32(side))
          gdk_pixbuf_loader_set_size(typed, fitWidth, fitHeight)
        }
      }, trampoline: sizePreparedTrampoline)
    defer { connection.disconnect() }
    var writeError: UnsafeMutablePointer<GError>?
    var closeError: UnsafeMutablePointer<GError>?
    let wrote = bytes.withUnsafeBufferPointer {
      gdk_pixbuf_loader_write(typed, $0.baseAddress, gsize($0.count), &writeError) != 0
    }
    // Always closed: a loader finalized open warns.
    let closed = gdk_pixbuf_loader_close(typed, &closeError) != 0
    let message = (writeError ?? closeError).map { String(cString: $0.pointee.message) }
    g_clear_error(&writeError)
    g_clear_error(&closeError)
    if let refusal = header.refusal { return .failure(refusal) }
    guard wrote, closed, let pixbuf = gdk_pixbuf_loader_get_pixbuf(typed) else {
      return .failure(.undecodable(message ?? "not an image"))
    }
    return texture(of: pixbuf).map { .success($0) }
      ?? .failure(.undecodable("an unusual pixel layout"))
  }

  /// Why an image of `width`×`height` in the loader's format is refused; nil when it is not.
  private static func refusal(
    of loader: UnsafeMutablePointer<GdkPixbufLoader>, width: Int32, height: Int32
  ) -> Failure? {
    let format = gdk_pixbuf_loader_get_format(loader).flatMap { format -> String? in
      guard let name = gdk_pixbuf_format_get_name(format) else { return nil }
      defer { g_free(name) }
      return String(cString: name)
    }
    guard let format, allowedFormats.contains(format) else {
      return .unsupported(format: format ?? "unknown")
    }
    // A drawing has no pixels until it is drawn, at the size set; one without a size of its
    // own is drawn square.
    if isScalable(loader) { return nil }
    guard width > 0, height > 0, width <= maxSide, height <= maxSide else {
      return .tooLarge(width: width, height: height)
    }
    return nil
  }

  /// Whether the loader's format is a drawing (SVG) rather than a bitmap.
  private static func isScalable(_ loader: UnsafeMutablePointer<GdkPixbufLoader>) -> Bool {
    gdk_pixbuf_loader_get_format(loader).map { gdk_pixbuf_format_is_scalable($0) != 0 } ?? false
  }

  /// `width`×`height` scaled, up or down, so that its longer side is `side` (aspect kept, at
  /// least a pixel each way); `side` square for a drawing that declares no size.
  private static func fit(width: Int32, height: Int32, into side: Int32) -> (Int32, Int32) {
    guard width > 0, height > 0 else { return (side, side) }
    let scale = Double(side) / Double(max(width, height))
    return (
      max(1, Int32((Double(width) * scale).rounded())),
      max(1, Int32((Double(height) * scale).rounded()))
    )
  }

  /// `void (*)(GdkPixbufLoader *, gint, gint, gpointer)`: `size-prepared`.
  private static let sizePreparedTrampoline: GCallback = {
    typealias Trampoline = @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void
    let trampoline: Trampoline = { _, width, height, data in
      let box = ClosureBox<@MainActor (Int32, Int32) -> Void>.from(data)
      MainActor.assumeIsolated { box.closure(width, height) }
    }
    return unsafeBitCast(trampoline, to: GCallback.self)
  }()

  /// A memory texture of an 8-bit RGB or RGBA pixbuf (what every gdk-pixbuf loader gives);
  /// nil for any other layout.
  private static func texture(of pixbuf: OpaquePointer) -> ObjectRef? {
    let channels = gdk_pixbuf_get_n_channels(pixbuf)
    let alpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
    guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (alpha ? 4 : 3),
      let pixels = gdk_pixbuf_read_pixel_bytes(pixbuf)
    else { return nil }
    defer { g_bytes_unref(pixels) }
    let texture = gdk_memory_texture_new(
      gdk_pixbuf_get_width(pixbuf), gdk_pixbuf_get_height(pixbuf),
      alpha ? GDK_MEMORY_R8G8B8A8 : GDK_MEMORY_R8G8B8, pixels,
      gsize(gdk_pixbuf_get_rowstride(pixbuf)))
    return texture.map { ObjectRef(adopting: $0) }
  }
}
