import Foundation

/// Fetches feeds from http(s) and files, alone or many at once.
public struct FeedFetcher: Sendable {
  /// The limits applied to every fetch.
  public var policy: FetchPolicy
  /// Chooses a proxy per address; nil follows the desktop's settings, then `http_proxy` and co.
  public var proxyResolver: (any ProxyResolver)?

  /// Creates a fetcher.
  public init(policy: FetchPolicy = FetchPolicy(), proxyResolver: (any ProxyResolver)? = nil) {
    self.policy = policy
    self.proxyResolver = proxyResolver
  }

  /// Fetches one feed, honouring its validators (a conditional GET for http).
  public func fetch(_ request: FetchRequest) async throws(FetchError) -> FetchOutcome {
    switch request.url.scheme?.lowercased() {
    case "http", "https":
      return try await HTTPFetcher.fetch(request, policy: policy, proxy: proxyResolver)
    case "file":
      return try FileFetcher.fetch(request, policy: policy)
    default:
      throw .unsupportedAddress(request.url.absoluteString)
    }
  }

  /// Fetches one feed, as a `Result` for callers that collect outcomes.
  public func fetchResult(_ request: FetchRequest) async -> Result<FetchOutcome, FetchError> {
    do throws(FetchError) {
      return .success(try await fetch(request))
    } catch {
      return .failure(error)
    }
  }

  /// Fetches every request with at most `maxConcurrent` in flight, reporting each as it ends.
  /// A failure is that feed's result only; the others carry on.
  public func fetchAll<Key: Sendable>(
    _ requests: [(key: Key, request: FetchRequest)], maxConcurrent: Int = 6,
    onResult: @escaping @Sendable (Key, Result<FetchOutcome, FetchError>) async -> Void
  ) async {
    await withTaskGroup(of: Void.self) { group in
      var pending = requests.makeIterator()
      func startNext() -> Bool {
        // A cancelled refresh starts nothing more; the transfers under way end as cancelled.
        guard !Task.isCancelled, let next = pending.next() else { return false }
        group.addTask {
          let result = await fetchResult(next.request)
          await onResult(next.key, result)
        }
        return true
      }
      for _ in 0..<max(1, maxConcurrent) where !startNext() { break }
      while await group.next() != nil {
        _ = startNext()
      }
    }
  }
}
