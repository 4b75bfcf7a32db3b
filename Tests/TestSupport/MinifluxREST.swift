import Foundation

/// Miniflux's REST API as one user (basic auth), through Python's urllib, which stands in for
/// curl (the Debian 13 chroot has none): the sync tests and `overshoot-benchmarks sync-scale`
/// change the server's state behind the Google Reader client's back with it.
public struct MinifluxREST: Sendable {
  /// The server's base address.
  public let url: URL
  /// The user the calls are made as.
  public let user: String
  /// The user's login password.
  public let password: String

  /// Calls made as `user` with `password` on the server at `url`.
  public init(url: URL, user: String, password: String) {
    self.url = url
    self.user = user
    self.password = password
  }

  /// Sends `method` to `path` with `body` (JSON, or OPML for `/v1/import`); returns the
  /// decoded JSON answer (nil for an empty one). An HTTP error throws with the server's words.
  @discardableResult
  public func call(_ method: String, _ path: String, body: String? = nil) throws -> Any? {
    let result = try DeadlineProcess.run(
      "/usr/bin/env",
      ["python3", "-c", Self.script, method, url.absoluteString + path, user, password],
      input: Data((body ?? "").utf8), seconds: 30)
    guard result.status == 0 else {
      throw Failure(
        description: "Miniflux \(method) \(path): \(result.stdoutText) \(result.stderr)")
    }
    guard !result.stdout.isEmpty else { return nil }
    return try JSONSerialization.jsonObject(with: result.stdout)
  }

  /// A call the server refused, with what it answered.
  public struct Failure: Error, CustomStringConvertible {
    /// The method, the path and the server's answer.
    public let description: String
  }

  private static let script = """
    import base64, sys, urllib.error, urllib.request
    method, url, user, password = sys.argv[1:5]
    body = sys.stdin.buffer.read()
    auth = base64.b64encode(f"{user}:{password}".encode()).decode()
    request = urllib.request.Request(url, data=body or None, method=method,
        headers={"Authorization": "Basic " + auth, "Content-Type": "application/json"})
    try:
        sys.stdout.write(urllib.request.urlopen(request, timeout=25).read().decode())
    except urllib.error.HTTPError as error:
        sys.stdout.write(error.read().decode())
        sys.exit(1)
    """
}
