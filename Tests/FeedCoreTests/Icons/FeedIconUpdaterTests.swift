import FeedCore
import Foundation
import Testing

/// Where a feed's icon comes from (its own, then its site's page, then `/favicon.ico`), how
/// often it is looked for, and what is refused.
@Suite struct FeedIconUpdaterTests {
  let served: IconServer
  var store: FeedStore { served.store }

  init() throws { served = try IconServer() }

  @Test func theFeedsOwnIconComesFirst() async throws {
    try served.writeFeed(icon: "/files/own.png")
    try served.write("own.png", IconServer.png("own"))
    try served.writeHome(head: #"<link rel="icon" href="page.png">"#)
    try served.write("page.png", IconServer.png("page"))
    try served.write("favicon.ico", IconServer.ico("origin"))
    let id = try await served.subscribe()
    #expect(await served.updater.update() == [id])
    let icon = try #require(try await store.feedIcons()[id])
    #expect(icon.data == IconServer.png("own"))
    #expect(icon.mediaType == "image/png")
    #expect(!(try served.iconRequests()).contains("GET /files/home.html"), "no page was needed")
  }

  @Test func thePagesIconLinkComesBeforeTheOriginsFavicon() async throws {
    try served.writeFeed(icon: nil)
    try served.writeHome(
      head:
        #"<link rel="apple-touch-icon" href="touch.png"><link rel="shortcut icon" href="page.png">"#
    )
    try served.write("touch.png", IconServer.png("touch"))
    try served.write("page.png", IconServer.png("page"))
    try served.write("favicon.ico", IconServer.ico("origin"))
    let id = try await served.subscribe()
    await served.updater.update()
    #expect(try await store.feedIcons()[id]?.data == IconServer.png("page"))
  }

  @Test func theTouchIconIsUsedWhenThePageHasNoOther() async throws {
    try served.writeFeed(icon: nil)
    try served.writeHome(head: #"<link rel="apple-touch-icon" href="touch.png">"#)
    try served.write("touch.png", IconServer.png("touch"))
    try served.write("favicon.ico", IconServer.ico("origin"))
    let id = try await served.subscribe()
    await served.updater.update()
    #expect(try await store.feedIcons()[id]?.data == IconServer.png("touch"))
  }

  @Test func theOriginsFaviconIsTheLastResort() async throws {
    try served.writeFeed(icon: "/files/missing.png")
    try served.writeHome(head: #"<link rel="icon" href="gone.png">"#)
    try served.write("favicon.ico", IconServer.ico("origin"))
    let id = try await served.subscribe()
    await served.updater.update()
    let icon = try #require(try await store.feedIcons()[id])
    #expect(icon.data == IconServer.ico("origin"))
    #expect(icon.mediaType == "image/vnd.microsoft.icon")
    let asked = try served.iconRequests()
    #expect(
      asked == [
        "GET /files/missing.png", "GET /files/home.html", "GET /files/gone.png", "GET /favicon.ico",
      ])
  }

  @Test func somethingThatIsNotAnImageIsNoIcon() async throws {
    try served.writeFeed(icon: "/files/page-not-image.png")
    try served.write("page-not-image.png", Data("<html><body>Sorry</body></html>".utf8))
    try served.writeHome(head: "")
    try served.write("favicon.ico", Data("<?xml version='1.0'?><error>Not found</error>".utf8))
    let id = try await served.subscribe()
    #expect(await served.updater.update() == [])
    #expect(try await store.feedIcons()[id] == nil)
  }

  @Test func anSVGIconIsKeptWhenThePageOffersNoBitmap() async throws {
    let svg = Data("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'/>".utf8)
    try served.writeFeed(icon: nil)
    try served.writeHome(head: #"<link rel="icon" type="image/svg+xml" href="icon.svg">"#)
    try served.write("icon.svg", svg)
    let id = try await served.subscribe()
    await served.updater.update()
    let icon = try #require(try await store.feedIcons()[id])
    #expect(icon.data == svg)
    #expect(icon.mediaType == "image/svg+xml")
  }

  @Test func aBitmapThePageOffersWinsOverItsSVG() async throws {
    try served.writeFeed(icon: nil)
    try served.writeHome(
      head: #"<link rel="icon" href="icon.svg"><link rel="icon" sizes="32x32" href="icon.png">"#)
    try served.write("icon.svg", Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8))
    try served.write("icon.png", IconServer.png("bitmap"))
    let id = try await served.subscribe()
    await served.updater.update()
    #expect(try await store.feedIcons()[id]?.data == IconServer.png("bitmap"))
  }

  @Test func anIconOverTheSizeCapIsSkipped() async throws {
    try served.writeFeed(icon: "/files/huge.png")
    try served.write("huge.png", IconServer.png(String(repeating: "x", count: 300 << 10)))
    try served.writeHome(head: "")
    try served.write("favicon.ico", IconServer.ico("origin"))
    let id = try await served.subscribe()
    await served.updater.update()
    #expect(try await store.feedIcons()[id]?.data == IconServer.ico("origin"))
  }

  @Test func iconsAreLookedForOnceAWeekAndAgainAfterTheAddressChanges() async throws {
    try served.writeFeed(icon: nil)
    try served.writeHome(head: "")
    let id = try await served.subscribe()
    let start = Date()
    #expect(await served.updater.update(now: start) == [], "no icon anywhere yet")
    let afterFirst = try served.iconRequests().count
    #expect(afterFirst == 2, "the page and /favicon.ico")

    try served.write("favicon.ico", IconServer.ico("origin"))
    #expect(await served.updater.update(now: start.addingTimeInterval(6 * 86_400)) == [])
    #expect(try served.iconRequests().count == afterFirst, "a look-up within the week asks nothing")

    #expect(await served.updater.update(now: start.addingTimeInterval(8 * 86_400)) == [id])
    let afterWeek = try served.iconRequests().count
    #expect(afterWeek > afterFirst)

    try await store.changeAddress(of: id, to: served.server.url("/files/feed.xml?moved"))
    _ = await FeedRefresher(store: store, fetcher: IconServer.fetcher).refresh()
    #expect(await served.updater.update(now: start.addingTimeInterval(9 * 86_400)) == [id])
    #expect(try served.iconRequests().count > afterWeek, "a new address is looked up at once")
  }

  @Test func feedsNeverFetchedAndSyncedFeedsAreNotLookedUp() async throws {
    try served.writeFeed(icon: nil)
    _ = try await store.addFeed(url: served.server.url("/files/feed.xml"))
    #expect(await served.updater.update() == [])
    #expect(try served.iconRequests().isEmpty)
  }
}
