/// The image formats a feed icon may come in, told by their first bytes (servers often send
/// icons as `text/plain` or `application/octet-stream`, and error pages as `image/png`).
public enum ImageKind: String, Sendable, Hashable, CaseIterable {
  /// PNG.
  case png
  /// GIF (87a or 89a).
  case gif
  /// JPEG.
  case jpeg
  /// A Windows icon (`favicon.ico`): a directory of images.
  case ico
  /// A Windows bitmap.
  case bmp
  /// WebP (drawn only where gdk-pixbuf has a WebP loader).
  case webp
  /// An SVG document (drawn where gdk-pixbuf has librsvg's loader, as every GNOME system does).
  case svg

  /// The kind `bytes` start like; nil for anything else (HTML, text, an empty body).
  public init?(sniffing bytes: some Collection<UInt8>) {
    if SVGSniffer.startsAnSVGDocument(bytes) {
      self = .svg
      return
    }
    let head = Array(bytes.prefix(12))
    func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
      self = .gif
    } else if starts([0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if starts([0x00, 0x00, 0x01, 0x00]) && head.count >= 6 && (head[4] | head[5]) != 0 {
      // An ICO directory: reserved 0, type 1, and at least one image.
      self = .ico
    } else if starts(Array("BM".utf8)) && head.count >= 10 && head[6..<10].allSatisfy({ $0 == 0 }) {
      // "BM", the file size, then four reserved zero bytes: text starting "BM" is not one.
      self = .bmp
    } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
      self = .webp
    } else {
      return nil
    }
  }

  /// The media type stored with the icon.
  public var mediaType: String {
    switch self {
    case .png: return "image/png"
    case .gif: return "image/gif"
    case .jpeg: return "image/jpeg"
    case .ico: return "image/vnd.microsoft.icon"
    case .bmp: return "image/bmp"
    case .webp: return "image/webp"
    case .svg: return "image/svg+xml"
    }
  }
}
