import FeedCore
import Foundation
import Testing

/// A fetch whose task is already cancelled (a feed queued behind a cancelled refresh) returns
/// at once as a failure, instead of waiting forever for a transfer that never reports.
@Suite struct CancelledFetchTests {
  /// What the watched fetch returned, once it has.
  actor Outcome {
    var result: Result<FetchOutcome, FetchError>?
    func set(_ value: Result<FetchOutcome, FetchError>) { result = value }
  }

  @Test func aFetchStartedInACancelledTaskReturnsPromptly() async throws {
    let server = try LocalFeedServer()
    let fetcher = FeedFetcher(policy: FetchPolicy(timeout: 1, maxBytes: 1 << 20, maxRedirects: 3))
    let url = server.url("/feed.xml")
    let outcome = Outcome()
    let fetch = Task {
      try? await Task.sleep(for: .seconds(10))  // returns at once: the task is cancelled
      await outcome.set(await fetcher.fetchResult(FetchRequest(url: url)))
    }
    fetch.cancel()
    // Poll for 5 s rather than await, so a hang fails the test instead of stalling the run.
    for _ in 0..<50 where await outcome.result == nil {
      try await Task.sleep(for: .milliseconds(100))
    }
    guard let result = await outcome.result else {
      Issue.record("a fetch in a cancelled task hung for 5 s")
      return
    }
    guard case .failure = result else {
      Issue.record("a fetch in a cancelled task should fail as cancelled, got \(result)")
      return
    }
  }
}
