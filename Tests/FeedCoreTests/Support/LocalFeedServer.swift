import Foundation
import TestSupport

/// `Fixtures/feed_server.py` on 127.0.0.1 for one test (see `FeedServerProcess`).
typealias LocalFeedServer = FeedServerProcess

extension FeedServerProcess {
  /// Starts the fixture server, over TLS with a self-signed certificate when `tls`.
  convenience init(deadline: TimeInterval = 60, tls: Bool = false) throws {
    try self.init(script: FeedServerProcess.script, deadline: deadline, tls: tls)
  }
}
