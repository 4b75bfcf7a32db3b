import Foundation

/// Fetches one http(s) feed with libcurl, enforcing the policy while bytes arrive; cancelling
/// the calling task stops the transfer at once.
enum HTTPFetcher {
  static func fetch(_ request: FetchRequest, policy: FetchPolicy, proxy: (any ProxyResolver)?)
    async throws(FetchError) -> FetchOutcome
  {
    let route = await proxy?.route(for: request.url)
    let transfer = CurlTransfer(request: request, policy: policy, proxy: route)
    let result = await withTaskCancellationHandler {
      await transfer.run()
    } onCancel: {
      transfer.cancel()
    }
    return try result.get()
  }
}
