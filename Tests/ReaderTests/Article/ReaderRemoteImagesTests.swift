import CGtk
import FeedCore
import Foundation
import GtkGlue
import GtkTestSupport
@_spi(Testing) import OvershootWebKit
import TestSupport
import XCTest

@testable import OvershootApp

/// The `remote-images` setting in the reader, against a loopback server that records requests:
/// off, the article shown asks the server for nothing; the menu's Load Remote Images turns it
/// on in the article shown, and a change made outside the app (`gsettings set`) applies live.
final class ReaderRemoteImagesTests: GtkWarningFreeTestCase {
  /// A feed of one entry whose content shows images from the server.
  static func feed(port: Int) -> String {
    let base = "http://127.0.0.1:\(port)"
    return """
      <?xml version="1.0"?><rss version="2.0" \
      xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Pictures</title>
      <link>\(base)/</link>
      <item><guid>pictures-1</guid><title>Pictures</title><link>\(base)/post</link>
      <content:encoded><![CDATA[<p>Words beside the pictures.</p>
      <img src="\(base)/a.png" alt="a"><img src="\(base)/b.png" srcset="\(base)/b-2x.png 2x">
      <video poster="\(base)/poster.png"></video>]]></content:encoded>
      </item></channel></rss>
      """
  }

  func testOffTheArticleAsksForNothingAndTheMenuOrGsettingsChangeItLive() throws {
    try MainActor.assumeIsolated {
      let server = try FeedServerProcess(script: FeedServerProcess.script, deadline: 120)
      let reader = try ReaderHarness()
      defer { reader.cleanUp() }
      let feed = try reader.writeFeed("pictures.xml", Self.feed(port: server.port))
      let window = reader.openLoadedWindow(width: 1100, height: 640, subscribingTo: [feed])
      let settings = AppSettings()
      let saved = settings.remoteImages
      defer { settings.remoteImages = saved }
      settings.remoteImages = false
      window.use(settings)
      XCTAssertEqual(try XCTUnwrap(window.remoteImagesAction).isOn, false)

      let list = window.timeline.list
      list.select([list.id(at: 0)])
      let web = try XCTUnwrap(
        ArticleViewWaits.webView(under: window.root, "the web view for the entry"))
      ArticleViewWaits.waitForLoads(1, of: web, "the entry's article to load")
      MainContext.run(forSeconds: 2)
      XCTAssertEqual(ArticleViewWaits.matches(of: "Words beside the pictures", in: web), 1)
      XCTAssertEqual(try server.requests(), [], "with remote images off, the article asked")

      // The primary menu's toggle, as a click on it runs it: on, in the article shown.
      gtk_widget_activate_action_variant(window.root, "win.remote-images", nil)
      XCTAssertTrue(settings.remoteImages, "the toggle writes the setting")
      ArticleViewWaits.waitForLoads(2, of: web, "the article to load again with images")
      server.waitForRequests(["GET /a.png"], "the server to see the article's image")

      // Off from outside the app, as `gsettings set … remote-images false` does.
      MainContext.run(forSeconds: 1)
      let before = try server.requests().count
      settings.remoteImages = false
      GtkTestEnvironment.wait("the change to reach the menu") {
        window.remoteImagesAction?.isOn == false
      }
      ArticleViewWaits.waitForLoads(3, of: web, "the article to load again without images")
      MainContext.run(forSeconds: 2)
      XCTAssertEqual(Array(try server.requests().dropFirst(before)), [], "asked after turned off")
      XCTAssertEqual(window.article.content.remoteContent, .blocked)
    }
  }
}
