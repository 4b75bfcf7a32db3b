import Foundation

extension FeedStore {
  /// On the very first run, subscribes to the built-in Demo feed so the app works offline.
  /// Runs once per database: a user who removes the demo does not get it back. Returns whether
  /// the demo was added now.
  @discardableResult
  public func addDemoFeedOnFirstRun() throws(StoreError) -> Bool {
    try db.transaction { () throws(StoreError) -> Bool in
      let seeded = try db.prepare("SELECT 1 FROM settings WHERE key = 'demo-offered'")
      if try seeded.step() { return false }
      try db.execute("INSERT INTO settings (key, value) VALUES ('demo-offered', '1')")
      let empty = try db.prepare("SELECT COUNT(*) FROM feeds")
      guard try empty.step(), empty.int(0) == 0 else { return false }
      try db.prepare("INSERT INTO feeds (url, title, added) VALUES (?1, ?2, ?3)")
        .bind(.text(DemoFeed.url.absoluteString), .text(DemoFeed.title), .date(Date())).run()
      return true
    }
  }
}
