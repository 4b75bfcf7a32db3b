import FeedCore
import Foundation
import Testing

/// Synced feeds get icons too: their website and the icon their server names are stored at the
/// first sync, and they are looked up like this machine's feeds (the loopback stand-in's
/// `/greader-ok/` API lists "Kept" with an `htmlUrl` and an `iconUrl`).
struct SyncedFeedIconTests {
  @Test func aSyncedFeedIsLookedUpWithTheIconItsServerNames() async throws {
    let standIn = try await StandInAccount(api: "/greader-ok")
    let store = standIn.store
    try await standIn.sync()
    let kept = try #require(try await store.subscriptions().first { $0.title == "Kept" })

    let due = try await store.feedsNeedingIcons(before: Date())
    let lookup = try #require(due.first { $0.feedID == kept.id }, "the synced feed is due")
    #expect(lookup.siteLink == "http://127.0.0.1/kept/")
    #expect(lookup.declaredIcon == "http://127.0.0.1/kept.png")

    try await store.recordIconLookup(kept.id, found: nil, at: Date())
    #expect(
      try await store.feedsNeedingIcons(before: Date().addingTimeInterval(-60)).isEmpty,
      "looked up once, it waits for the interval like any feed")
  }
}
