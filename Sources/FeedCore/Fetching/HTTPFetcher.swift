import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches one http(s) feed with URLSession, enforcing the policy while bytes arrive.
enum HTTPFetcher {
  static func fetch(_ request: FetchRequest, policy: FetchPolicy) async throws(FetchError)
    -> FetchOutcome
  {
    let transfer = HTTPTransfer(request: request, policy: policy)
    let result = await withTaskCancellationHandler {
      await transfer.run()
    } onCancel: {
      transfer.cancel(with: .transport("cancelled"))
    }
    return try result.get()
  }

  /// The request with the conditional-GET validators and our identity.
  static func urlRequest(for request: FetchRequest, policy: FetchPolicy) -> URLRequest {
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: policy.timeout)
    urlRequest.setValue(FeedCore.userAgent, forHTTPHeaderField: "User-Agent")
    urlRequest.setValue(
      "application/atom+xml, application/rss+xml, application/rdf+xml, application/xml;q=0.9, "
        + "text/xml;q=0.9, */*;q=0.5", forHTTPHeaderField: "Accept")
    if let etag = request.etag { urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match") }
    if let lastModified = request.lastModified {
      urlRequest.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since")
    }
    return urlRequest
  }
}
