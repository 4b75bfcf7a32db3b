import CGtk
import FeedCore
import Foundation
import GtkTestSupport
@_spi(Testing) import Overshoot
import TestSupport
import XCTest

@testable import OvershootApp

/// Each feed's row shows its icon once a refresh has found it (the generic feed icon, with a
/// warning, when the icon does not decode), and shows it again at the next start with no
/// server at all.
final class FeedIconSidebarTests: GtkWarningFreeTestCase {
  func testAFeedsIconShowsAfterARefreshAndAgainOfflineAtTheNextStart() throws {
    try ReaderHarness.run { reader in
      try Data(try Self.png(side: 48)).write(to: reader.folder.appendingPathComponent("icon.png"))
      // A PNG's signature, then nothing a decoder can read.
      try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("junk".utf8))
        .write(to: reader.folder.appendingPathComponent("broken.png"))
      _ = try reader.writeFeed("good.xml", Self.feed("Good", icon: "/files/icon.png"))
      _ = try reader.writeFeed("bad.xml", Self.feed("Bad", icon: "/files/broken.png"))
      var server: FeedServerProcess? = try FeedServerProcess(
        script: FeedServerProcess.script, arguments: ["--directory", reader.folder.path])
      let window = reader.openLoadedWindow()
      let urls = ["/files/good.xml", "/files/bad.xml"].compactMap { server?.url($0) }
      ReaderHarness.runToEnd {
        for url in urls { _ = try? await window.model.store?.addFeed(url: url) }
        await window.model.reloadSubscriptions()
      }
      let sidebar = window.sidebar.navigation
      let shown = { (title: String) -> String? in
        window.model.subscriptions.first { $0.title == title }
          .flatMap { sidebar.iconDescription(of: .feed($0.id)) }
      }
      // The icons are looked for after the refresh, beside it: the rows change when they come.
      let said = try StandardErrorCapture.text {
        window.refresh.refreshEveryFeed(because: .startUp)
        GtkTestEnvironment.wait("the first fetch", timeout: 20) { window.isSettled }
        GtkTestEnvironment.wait("the icons to be found", timeout: 20) {
          window.model.feedIcons.count == 2 && shown("Good")?.hasPrefix("image") == true
        }
      }
      let good = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Good" })
      let bad = try XCTUnwrap(window.model.subscriptions.first { $0.title == "Bad" })
      let sample = try XCTUnwrap(window.model.subscriptions.first { $0.title == SampleFeed.title })
      XCTAssertEqual(sidebar.iconDescription(of: .feed(good.id)), "image 32×32 at 16 pt")
      XCTAssertEqual(
        sidebar.iconDescription(of: .feed(bad.id)), "icon application-rss+xml-symbolic")
      XCTAssertEqual(
        sidebar.iconDescription(of: .feed(sample.id)), "icon application-rss+xml-symbolic")
      XCTAssertTrue(said.contains("the icon of “Bad” cannot be shown"), said)
      XCTAssertFalse(said.contains("“Good”"), said)
      XCTAssertEqual(said.components(separatedBy: "cannot be shown").count - 1, 1, "once: \(said)")

      // The next start, with the server gone: the stored icon, no network.
      server = nil
      let again = reader.openLoadedWindow()
      GtkTestEnvironment.wait("the stored icon") {
        again.sidebar.navigation.iconDescription(of: .feed(good.id)) == "image 32×32 at 16 pt"
      }
      XCTAssertEqual(
        again.sidebar.navigation.iconDescription(of: .feed(bad.id)),
        "icon application-rss+xml-symbolic")
    }
  }

  /// An RSS feed titled `title` whose `<image><url>` is `icon`.
  static func feed(_ title: String, icon: String) -> String {
    """
    <rss version="2.0"><channel><title>\(title)</title><image><url>\(icon)</url></image>
    <item><guid>\(title)-1</guid><title>One</title></item></channel></rss>
    """
  }

  /// A `side`×`side` opaque PNG, written by GTK.
  @MainActor static func png(side: Int32) throws -> [UInt8] {
    let pixels = [UInt8](repeating: 200, count: Int(side * side) * 3)
    let bytes = pixels.withUnsafeBufferPointer { g_bytes_new($0.baseAddress, gsize($0.count)) }
    defer { g_bytes_unref(bytes) }
    let texture = try XCTUnwrap(
      gdk_memory_texture_new(side, side, GDK_MEMORY_R8G8B8, bytes, gsize(side * 3)))
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    let png = try XCTUnwrap(gdk_texture_save_to_png_bytes(texture))
    defer { g_bytes_unref(png) }
    var size: gsize = 0
    let data = try XCTUnwrap(g_bytes_get_data(png, &size))
    return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
  }
}
