import FeedCore
import Testing

/// A change the server refused reads as what the reader did, to what, and why.
struct RefusedChangeTests {
  @Test func namesTheChangeItsSubjectAndTheReason() {
    let star = RefusedChange(
      change: .setStarred(items: ["i"], starred: true), titles: ["Alpha"], status: 400)
    #expect(star.description == "star “Alpha”: it rejected the request as invalid (HTTP 400)")
    let read = RefusedChange(change: .setRead(items: ["a", "b"], read: true), status: 403)
    #expect(read.description == "mark 2 entries read: it does not allow it (HTTP 403)")
    let subscribe = RefusedChange(
      change: .subscribe(url: "https://a.test/feed", title: nil, folder: nil), status: 404)
    #expect(subscribe.description == "subscribe to “https://a.test/feed”: it answered HTTP 404")
    let unsubscribe = RefusedChange(change: .unsubscribe(stream: "feed/12"), status: 409)
    #expect(unsubscribe.description == "unsubscribe from a feed: it answered HTTP 409")
    let move = RefusedChange(
      change: .move(stream: "feed/https://b.test/rss", folder: "Tech"), status: 400)
    #expect(move.action == "move “https://b.test/rss” to the folder “Tech”")
  }
}
