import CCurl
import CurlLoader

/// libcurl's process-wide setup, done once before the first transfer (it is not thread-safe,
/// and Swift runs a global's initializer exactly once). libcurl itself is loaded then, not at
/// start-up (see CurlLoader.h).
enum CurlLibrary {
  /// Why libcurl could not be loaded, or nil once it is loaded and set up.
  private static let failure: String? = {
    if let reason = overshoot_curl_load() { return String(cString: reason) }
    return overshoot_curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
      ? nil : "curl_global_init failed"
  }()

  /// Loads and sets up libcurl if this is the first transfer; returns why it cannot be used,
  /// or nil.
  static func initializeOnce() -> String? {
    failure
  }
}
