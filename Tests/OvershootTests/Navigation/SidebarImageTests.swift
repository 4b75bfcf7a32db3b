import CGtk
import GtkTestSupport
@_spi(Testing) import Overshoot
import TestSupport
import XCTest

/// A sidebar row shows an item's image (a feed's favicon) 16 points square, from at most 32
/// pixels, and the item's icon name when the bytes are broken, not an image, or a bomb.
final class SidebarImageTests: GtkTestCase {
  func testAnImageIsShownSixteenPointsSquareFromAtMostThirtyTwoPixels() throws {
    try MainActor.assumeIsolated {
      let large = SidebarImage(bytes: try Self.png(side: 48), of: "Large")
      let small = SidebarImage(bytes: try Self.png(side: 16), of: "Small")
      let sidebar = NavigationSidebar<Int>(accessibleLabel: "Feeds")
      sidebar.show(
        [
          SidebarSection(items: [
            SidebarItem(
              key: 1, title: "Large", iconName: "application-rss+xml-symbolic", icon: large),
            SidebarItem(
              key: 2, title: "Small", iconName: "application-rss+xml-symbolic", icon: small),
            SidebarItem(key: 3, title: "Plain", iconName: "application-rss+xml-symbolic"),
          ])
        ], selected: 1)
      let window = Window("Sidebar images", width: 240, height: 300) { sidebar }
      window.present()
      defer { window.close() }
      GtkTestEnvironment.wait("the rows to be laid out") {
        sidebar.iconDescription(of: 1)?.hasSuffix("at 16 pt") == true
      }
      XCTAssertEqual(sidebar.iconDescription(of: 1), "image 32×32 at 16 pt")
      XCTAssertEqual(sidebar.iconDescription(of: 2), "image 16×16 at 16 pt")
      XCTAssertEqual(sidebar.iconDescription(of: 3), "icon application-rss+xml-symbolic")
      XCTAssertEqual(sidebar.rowTexts(of: 1), ["Large"], "the image is no text")
    }
  }

  func testAnSVGIsDrawnAtThirtyTwoPixelsWhateverSizeItDeclares() {
    MainActor.assumeIsolated {
      let svg = { (attributes: String) in
        SidebarImage(
          bytes: Array(
            """
            <?xml version="1.0"?>
            <svg xmlns="http://www.w3.org/2000/svg" \(attributes)>
            <circle cx="8" cy="8" r="8" fill="#e66100"/></svg>
            """.utf8), of: attributes)
      }
      let sidebar = NavigationSidebar<Int>(accessibleLabel: "Feeds")
      sidebar.show(
        [
          SidebarSection(items: [
            SidebarItem(
              key: 1, title: "Wide", iconName: "x", icon: svg(#"width="4000" height="2000""#)),
            SidebarItem(key: 2, title: "Tiny", iconName: "x", icon: svg(#"width="8" height="8""#)),
            SidebarItem(
              key: 3, title: "Unsized", iconName: "x", icon: svg(#"viewBox="0 0 16 16""#)),
          ])
        ], selected: 1)
      let window = Window("SVG icons", width: 240, height: 300) { sidebar }
      window.present()
      defer { window.close() }
      GtkTestEnvironment.wait("the rows to be laid out") {
        sidebar.iconDescription(of: 1)?.hasSuffix("at 16 pt") == true
      }
      XCTAssertEqual(sidebar.iconDescription(of: 1), "image 32×16 at 16 pt", "not refused as huge")
      XCTAssertEqual(sidebar.iconDescription(of: 2), "image 32×32 at 16 pt", "drawn up, sharp")
      XCTAssertEqual(sidebar.iconDescription(of: 3), "image 32×32 at 16 pt")
    }
  }

  func testBrokenBytesAndBombsShowTheIconNameAndSaySo() throws {
    try MainActor.assumeIsolated {
      let png = try Self.png(side: 16)
      let broken: [(String, [UInt8])] = [
        ("Page", Array("<html><body>Not found</body></html>".utf8)),
        ("Truncated", Array(png.prefix(40))),
        ("Bomb", Self.pngHeader(width: 30000, height: 30000)),
        ("Empty", []),
      ]
      let sidebar = NavigationSidebar<Int>(accessibleLabel: "Feeds")
      let said = try StandardErrorCapture.text {
        sidebar.show(
          [
            SidebarSection(
              items: broken.enumerated().map { index, sample in
                SidebarItem(
                  key: index, title: sample.0, iconName: "application-rss+xml-symbolic",
                  icon: SidebarImage(bytes: sample.1, of: sample.0))
              })
          ], selected: 0)
      }
      for index in broken.indices {
        XCTAssertEqual(
          sidebar.iconDescription(of: index), "icon application-rss+xml-symbolic", broken[index].0)
      }
      for (name, _) in broken {
        XCTAssertTrue(said.contains("the icon of “\(name)” cannot be shown"), said)
      }
      XCTAssertTrue(said.contains("30000×30000 pixels"), said)

      // A rebuild reuses what was learnt: no second warning for the same image.
      let again = try StandardErrorCapture.text {
        let bomb = SidebarImage(bytes: Self.pngHeader(width: 30000, height: 30000), of: "Bomb")
        for _ in 0..<2 {
          sidebar.show(
            [
              SidebarSection(items: [SidebarItem(key: 0, title: "Bomb", iconName: "x", icon: bomb)])
            ],
            selected: 0)
        }
      }
      XCTAssertEqual(again.components(separatedBy: "cannot be shown").count - 1, 1, again)
    }
  }

  /// A `side`×`side` PNG of a half-transparent red, written by GTK.
  @MainActor static func png(side: Int32) throws -> [UInt8] {
    let pixels = [UInt8](repeating: 0, count: Int(side * side) * 4).enumerated().map {
      $0.offset % 4 == 0 ? 255 : ($0.offset % 4 == 3 ? 128 : 0)
    }
    let bytes = pixels.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    let texture = try XCTUnwrap(
      gdk_memory_texture_new(side, side, GDK_MEMORY_R8G8B8A8, bytes, gsize(side * 4)))
    defer { g_object_unref(texture.gpointer) }
    let png = try XCTUnwrap(gdk_texture_save_to_png_bytes(texture))
    defer { g_bytes_unref(png) }
    var size: gsize = 0
    let data = try XCTUnwrap(g_bytes_get_data(png, &size))
    return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
  }

  /// A PNG that claims `width`×`height` pixels: its signature, header chunk (with a correct
  /// CRC, so the decoder believes it) and the start of an empty data chunk. A few dozen bytes.
  static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    func bigEndian(_ value: UInt32) -> [UInt8] {
      [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }
    // 8-bit RGBA, no interlace.
    let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", [0x78, 0x9C])
  }

  /// CRC-32 as PNG computes it (ISO 3309, reflected, polynomial 0xEDB88320).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
