import Foundation
import OvershootLocalization

/// A client of one Google Reader API server (Miniflux, FreshRSS, Inoreader, …): logs in with
/// ClientLogin, then reads subscriptions, item ids and contents and sends state edits. Every
/// request goes through ``FeedFetcher`` with its policy (timeout, size cap, redirects), and JSON
/// is decoded only within that cap.
public actor GReaderClient {
  /// The API's base address: `/accounts/ClientLogin` and `/reader/api/0/…` hang below it (for
  /// FreshRSS, `…/api/greader.php`).
  public nonisolated let server: URL
  /// The user name.
  public nonisolated let user: String
  private let password: String
  private let fetcher: FeedFetcher
  private var auth: String?
  private var actionToken: String?
  /// Requests sent so far (logins included).
  public private(set) var requestCount = 0
  /// Response bytes received so far.
  public private(set) var bytesReceived = 0
  #if DEBUG
    private var beforeEachRequest: (@Sendable (_ count: Int, _ path: String) async -> Void)?
  #endif
  private let decoder: GReaderDecoder

  /// The limits of an API request: larger answers than a feed's, as one page holds many items.
  public static let defaultPolicy = FetchPolicy(timeout: 30, maxBytes: 16 << 20)
  /// Item ids asked for per `stream/items/ids` page (Miniflux allows up to 10,000): one page
  /// holds the unread or starred set of most readers, so a quiet sync is two requests.
  static let idsPerPage = 10_000
  /// The most `stream/items/ids` pages one list may take: a server that hands out
  /// continuations for ever is stopped there with an error instead of filling memory.
  static let maxIDPages = 100
  /// Items asked for per `stream/items/contents` request.
  static let itemsPerRequest = 100

  /// Creates a client; nothing is sent until the first call.
  public init(server: URL, user: String, password: String, fetcher: FeedFetcher? = nil) {
    self.server = server
    self.user = user
    self.password = password
    self.fetcher = fetcher ?? FeedFetcher(policy: Self.defaultPolicy)
    decoder = GReaderDecoder(server: server.absoluteString)
  }

  /// Logs in (ClientLogin) and keeps the Auth token for the following requests.
  public func login() async throws(SyncError) {
    let body = FormEncoding.encode([("Email", user), ("Passwd", password)])
    let data: Data
    do {
      data = try await send(path: "/accounts/ClientLogin", query: [], form: body, authorized: false)
    } catch .serverError(_, let status) {
      // 401/403: the password; 5xx: a server in trouble; anything else at the login address:
      // not a GReader server.
      if status == 401 || status == 403 { throw .badCredentials(user: user) }
      if (500..<600).contains(status) {
        throw .serverFailing(server: server.absoluteString, status: status)
      }
      throw .notGReader(
        server: server.absoluteString, reason: tr("the login answered HTTP %@", status))
    }
    let text = String(decoding: data, as: UTF8.self)
    if text.contains("Error=BadAuthentication") { throw .badCredentials(user: user) }
    let token = text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("Auth=") }
    guard let token, token.count > 5 else {
      throw .notGReader(
        server: server.absoluteString, reason: tr("no Auth token in the login answer"))
    }
    auth = String(token.dropFirst(5))
  }

  /// Every subscription with its folders.
  public func subscriptions() async throws(SyncError) -> [GReaderSubscription] {
    try decoder.subscriptions(try await get("subscription/list", []))
  }

  /// The ids of `stream`, newest first, all pages (at most ``maxIDPages``); `excluding` a
  /// state stream (`xt`), only those published after `since` (`ot`).
  public func itemIDs(stream: String, excluding: String? = nil, since: Int64? = nil)
    async throws(SyncError) -> [Int64]
  {
    var ids: [Int64] = []
    var continuation: String?
    var pages = 0
    repeat {
      guard pages < Self.maxIDPages else {
        throw .notGReader(
          server: server.absoluteString,
          reason: tr("stream/items/ids went on past %@ pages", Self.maxIDPages))
      }
      pages += 1
      var query = [("s", stream), ("n", String(Self.idsPerPage))]
      if let excluding { query.append(("xt", excluding)) }
      if let since { query.append(("ot", String(since))) }
      if let continuation { query.append(("c", continuation)) }
      let page = try decoder.itemIDs(try await get("stream/items/ids", query))
      ids += page.ids
      continuation = page.continuation
    } while continuation != nil
    return ids
  }

  /// The contents of `ids`, in batches.
  public func items(_ ids: [Int64]) async throws(SyncError) -> [GReaderItem] {
    var result: [GReaderItem] = []
    var start = 0
    while start < ids.count {
      let batch = ids[start..<min(ids.count, start + Self.itemsPerRequest)]
      start += batch.count
      let fields = [("output", "json")] + batch.map { ("i", GReaderItemID.long($0)) }
      result += try decoder.items(try await post("stream/items/contents", fields))
    }
    return result
  }

  /// Adds and removes state tags (`user/-/state/com.google/read`, `…/starred`) on items.
  public func editTag(_ ids: [Int64], add: String? = nil, remove: String? = nil)
    async throws(SyncError)
  {
    var start = 0
    while start < ids.count {
      let batch = ids[start..<min(ids.count, start + Self.itemsPerRequest)]
      start += batch.count
      var fields = batch.map { ("i", GReaderItemID.long($0)) }
      if let add { fields.append(("a", add)) }
      if let remove { fields.append(("r", remove)) }
      _ = try await post("edit-tag", fields)
    }
  }

  /// `subscription/edit`: `action` is subscribe, edit or unsubscribe.
  public func editSubscription(
    action: String, stream: String, title: String? = nil, folder: String? = nil
  ) async throws(SyncError) {
    var fields = [("ac", action), ("s", stream)]
    if let title { fields.append(("t", title)) }
    if let folder { fields.append(("a", "user/-/label/\(folder)")) }
    _ = try await post("subscription/edit", fields)
  }

  /// `mark-all-as-read` for `stream`, items older than `before`. Some servers (Miniflux 2.2)
  /// answer it without doing it; the sync engine sends explicit read edits instead.
  public func markAllAsRead(stream: String, before: Date) async throws(SyncError) {
    let microseconds = String(Int64(before.timeIntervalSince1970 * 1_000_000))
    _ = try await post("mark-all-as-read", [("s", stream), ("ts", microseconds)])
  }

  #if DEBUG
    /// Calls `hook` before each request with its number (from 1) and path: tests stop the
    /// server there to prove that a sync cut off midway loses nothing. Debug builds only.
    @_spi(Testing) public func onEachRequest(
      _ hook: @escaping @Sendable (_ count: Int, _ path: String) async -> Void
    ) {
      beforeEachRequest = hook
    }
  #endif

  // MARK: Transport

  private func get(_ path: String, _ query: [(String, String)]) async throws(SyncError) -> Data {
    try await authorized { () throws(SyncError) in
      try await self.send(
        path: "/reader/api/0/" + path, query: query + [("output", "json")], form: nil,
        authorized: true)
    }
  }

  private func post(_ path: String, _ fields: [(String, String)]) async throws(SyncError) -> Data {
    try await authorized { () throws(SyncError) in
      let token = try await self.token()
      return try await self.send(
        path: "/reader/api/0/" + path, query: [],
        form: FormEncoding.encode(fields + [("T", token)]), authorized: true)
    }
  }

  /// The action token POST requests carry (`T`), fetched once per login.
  private func token() async throws(SyncError) -> String {
    if let actionToken { return actionToken }
    let data = try await send(path: "/reader/api/0/token", query: [], form: nil, authorized: true)
    let token = String(decoding: data, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard !token.isEmpty, token.count < 1024 else {
      throw .notGReader(server: server.absoluteString, reason: tr("no action token"))
    }
    actionToken = token
    return token
  }

  /// Runs `body` logged in; an expired token (401) logs in again once.
  private func authorized(_ body: () async throws(SyncError) -> Data) async throws(SyncError)
    -> Data
  {
    if auth == nil { try await login() }
    do {
      return try await body()
    } catch .serverError(_, let status) where status == 401 {
      auth = nil
      actionToken = nil
      try await login()
      return try await body()
    }
  }

  private func send(path: String, query: [(String, String)], form: String?, authorized: Bool)
    async throws(SyncError) -> Data
  {
    let base =
      server.absoluteString.hasSuffix("/")
      ? String(server.absoluteString.dropLast()) : server.absoluteString
    let address = base + path + (query.isEmpty ? "" : "?" + FormEncoding.encode(query))
    guard let url = URL(string: address) else {
      throw .notGReader(server: server.absoluteString, reason: tr("not a valid address"))
    }
    var headers = ["Accept: application/json, text/plain;q=0.9"]
    if authorized, let auth { headers.append("Authorization: GoogleLogin auth=\(auth)") }
    if form != nil { headers.append("Content-Type: application/x-www-form-urlencoded") }
    requestCount += 1
    #if DEBUG
      await beforeEachRequest?(requestCount, path)
    #endif
    do {
      let outcome = try await fetcher.fetch(
        FetchRequest(url: url, headerFields: headers, formBody: form))
      guard case .fetched(let document) = outcome else {
        throw SyncError.serverError(path: path, status: 304)
      }
      bytesReceived += document.data.count
      return document.data
    } catch let error as SyncError {
      throw error
    } catch let error as FetchError {
      throw Self.syncError(error, path: path, server: server.absoluteString)
    } catch {
      throw .unreachable(server: server.absoluteString, reason: "\(error)")
    }
  }

  /// The requests that send a queued change.
  static let editPaths: Set<String> = [
    "/reader/api/0/edit-tag", "/reader/api/0/subscription/edit",
  ]

  static func syncError(_ error: FetchError, path: String, server: String) -> SyncError {
    switch error {
    // An edit's 404 is about the change (no such item or feed), not about the address.
    case .httpStatus(404) where !editPaths.contains(path):
      return .notGReader(server: server, reason: tr("%@ is not there", path))
    case .httpStatus(let status): return .serverError(path: path, status: status)
    case .transport(let reason) where reason == tr("secure connection failed"):
      return .tlsFailure(server: server)
    case .tooLarge, .headersTooLarge, .tooManyRedirects, .redirectLoop, .unsupportedAddress:
      return .notGReader(server: server, reason: error.description)
    default: return .unreachable(server: server, reason: error.description)
    }
  }
}
