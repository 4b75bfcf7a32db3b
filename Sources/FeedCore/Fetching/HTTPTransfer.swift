import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One http(s) transfer: a URLSession of its own whose delegate checks status, size, redirects
/// and the deadline as the response arrives, and resumes its caller exactly once.
final class HTTPTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked: every mutable field is guarded by `lock`.
  private let request: FetchRequest
  private let policy: FetchPolicy
  private let lock = NSLock()
  private var body = Data()
  private var response: HTTPURLResponse?
  private var visited: Set<String>
  private var redirects = 0
  private var failure: FetchError?
  private var finished = false
  private var continuation: CheckedContinuation<Result<FetchOutcome, FetchError>, Never>?
  private var task: URLSessionDataTask?
  private var session: URLSession?

  init(request: FetchRequest, policy: FetchPolicy) {
    self.request = request
    self.policy = policy
    self.visited = [request.url.absoluteString]
  }

  /// Starts the transfer and waits for its outcome.
  func run() async -> Result<FetchOutcome, FetchError> {
    await withCheckedContinuation { continuation in
      let configuration = URLSessionConfiguration.ephemeral
      configuration.urlCache = nil
      configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
      configuration.timeoutIntervalForRequest = policy.timeout
      configuration.timeoutIntervalForResource = policy.timeout
      // Cancelled before it started (the caller's task was already cancelled): answer now;
      // `cancel(with:)` found no continuation to resume.
      let alreadyFinished: FetchError? = lock.withLock {
        guard finished else { return nil }
        return failure ?? .transport("cancelled")
      }
      if let alreadyFinished {
        continuation.resume(returning: .failure(alreadyFinished))
        return
      }
      let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
      let task = session.dataTask(with: HTTPFetcher.urlRequest(for: request, policy: policy))
      lock.withLock {
        self.continuation = continuation
        self.session = session
        self.task = task
      }
      // URLSession's own timeouts are per-idle-interval; this one bounds the whole transfer.
      DispatchQueue.global().asyncAfter(deadline: .now() + policy.timeout) { [weak self] in
        guard let self else { return }
        self.cancel(with: .timedOut(seconds: self.policy.timeout))
      }
      task.resume()
    }
  }

  /// Stops the transfer and reports `error`, unless it already finished.
  func cancel(with error: FetchError) {
    let task: URLSessionDataTask? = lock.withLock {
      guard !finished else { return nil }
      if failure == nil { failure = error }
      return self.task
    }
    task?.cancel()
    finish(.failure(error))
  }

  private func finish(_ result: Result<FetchOutcome, FetchError>) {
    let (continuation, session):
      (
        CheckedContinuation<Result<FetchOutcome, FetchError>, Never>?, URLSession?
      ) = lock.withLock {
        guard !finished else { return (nil, nil) }
        finished = true
        defer {
          self.continuation = nil
          self.session = nil
        }
        return (self.continuation, self.session)
      }
    session?.invalidateAndCancel()
    continuation?.resume(returning: result)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    guard let http = response as? HTTPURLResponse else {
      completionHandler(.allow)
      return
    }
    lock.withLock { self.response = http }
    if http.statusCode == 304 {
      completionHandler(.cancel)
      finishNotModified()
      return
    }
    if !(200..<300).contains(http.statusCode) {
      completionHandler(.cancel)
      cancel(
        with: (300..<400).contains(http.statusCode)
          ? .tooManyRedirects(limit: policy.maxRedirects) : .httpStatus(http.statusCode))
      return
    }
    if http.expectedContentLength > Int64(policy.maxBytes) {
      completionHandler(.cancel)
      cancel(with: .tooLarge(limit: policy.maxBytes))
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overLimit = lock.withLock {
      body.append(data)
      return body.count > policy.maxBytes
    }
    if overLimit { cancel(with: .tooLarge(limit: policy.maxBytes)) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let target = request.url?.absoluteString ?? ""
    let verdict: FetchError? = lock.withLock {
      redirects += 1
      if visited.contains(target), let url = request.url { return .redirectLoop(url) }
      visited.insert(target)
      return redirects > policy.maxRedirects ? .tooManyRedirects(limit: policy.maxRedirects) : nil
    }
    if let verdict {
      completionHandler(nil)
      cancel(with: verdict)
    } else {
      completionHandler(request)
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    let (recorded, body, response) = lock.withLock { (failure, self.body, self.response) }
    if let recorded {
      finish(.failure(recorded))
      return
    }
    if let error {
      var failure = Self.classify(error, timeout: policy.timeout)
      // curl reports a short body as a generic error ("transfer closed with N bytes remaining").
      if case .transport = failure, let response, response.expectedContentLength > 0,
        Int64(body.count) < response.expectedContentLength
      {
        failure = .truncated
      }
      finish(.failure(failure))
      return
    }
    guard let response else {
      finish(.failure(.transport("no response")))
      return
    }
    // Content-Length counts encoded bytes; only compare when the body was not decompressed.
    let encoded = response.value(forHTTPHeaderField: "Content-Encoding") != nil
    if !encoded, response.expectedContentLength > 0,
      Int64(body.count) < response.expectedContentLength
    {
      finish(.failure(.truncated))
      return
    }
    let document = FetchedDocument(
      data: body, url: response.url ?? request.url,
      etag: response.value(forHTTPHeaderField: "ETag"),
      lastModified: response.value(forHTTPHeaderField: "Last-Modified"))
    finish(.success(.fetched(document)))
  }

  private func finishNotModified() {
    let task = lock.withLock { self.task }
    lock.withLock { failure = nil }
    finish(.success(.notModified))
    task?.cancel()
  }

  /// Maps URLSession's errors to the messages users should see.
  static func classify(_ error: Error, timeout: TimeInterval) -> FetchError {
    guard let urlError = error as? URLError else {
      return .transport(error.localizedDescription)
    }
    switch urlError.code {
    case .timedOut: return .timedOut(seconds: timeout)
    case .networkConnectionLost, .cannotParseResponse, .badServerResponse:
      return .truncated
    case .cannotFindHost, .dnsLookupFailed: return .unreachable("unknown host")
    case .cannotConnectToHost: return .unreachable("connection refused")
    case .notConnectedToInternet: return .unreachable("offline")
    case .httpTooManyRedirects: return .tooManyRedirects(limit: 0)
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
      return .transport("secure connection failed")
    default: return .transport(urlError.localizedDescription)
    }
  }
}
