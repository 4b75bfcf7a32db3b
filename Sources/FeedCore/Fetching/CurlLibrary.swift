import CCurl

/// libcurl's process-wide setup, done once before the first transfer (it is not thread-safe,
/// and Swift runs a global's initializer exactly once).
enum CurlLibrary {
  private static let initialized: Bool = curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK

  /// Sets libcurl up if this is the first transfer.
  static func initializeOnce() {
    _ = initialized
  }
}
