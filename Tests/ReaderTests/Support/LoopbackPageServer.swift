import Foundation
import TestSupport

/// The feed core's loopback test server for one GTK test: HTML pages that link to feeds, and the
/// feeds (see `FeedServerProcess`).
typealias LoopbackPageServer = FeedServerProcess

extension FeedServerProcess {
  /// Starts the fixture server over plain HTTP.
  convenience init(deadline: TimeInterval = 60) throws {
    try self.init(script: FeedServerProcess.script, deadline: deadline)
  }
}
