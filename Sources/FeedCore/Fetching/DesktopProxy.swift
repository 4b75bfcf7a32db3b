import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The desktop's proxy for an address, as GIO's default `GProxyResolver` answers it: GNOME's
/// proxy settings (`org.gnome.system.proxy`, manual or automatic), the Flatpak proxy portal
/// inside a sandbox, or libproxy elsewhere.
///
/// GIO is loaded at run time, so FeedCore builds and runs without GLib; where GIO is missing,
/// or says "direct", the choice falls to libcurl's `http_proxy`/`https_proxy`/`no_proxy`.
/// The lookup may block (a PAC script), so it runs on the transfer's own thread.
enum DesktopProxy {
  private typealias GetDefault = @convention(c) () -> OpaquePointer?
  private typealias Lookup =
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>, OpaquePointer?,
      UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  private typealias FreeStrings =
    @convention(c) (
      UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Void
  private typealias FreeError = @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// GIO's functions, or nil when the library is not installed.
  private struct GIO: @unchecked Sendable {
    // @unchecked: C function pointers, immutable once loaded.
    let getDefault: GetDefault
    let lookup: Lookup
    let freeStrings: FreeStrings
    let freeError: FreeError
  }

  private static let gio: GIO? = {
    guard let library = dlopen("libgio-2.0.so.0", RTLD_NOW | RTLD_LOCAL),
      let getDefault = dlsym(library, "g_proxy_resolver_get_default"),
      let lookup = dlsym(library, "g_proxy_resolver_lookup"),
      let freeStrings = dlsym(library, "g_strfreev"),
      let freeError = dlsym(library, "g_error_free")
    else { return nil }
    return GIO(
      getDefault: unsafeBitCast(getDefault, to: GetDefault.self),
      lookup: unsafeBitCast(lookup, to: Lookup.self),
      freeStrings: unsafeBitCast(freeStrings, to: FreeStrings.self),
      freeError: unsafeBitCast(freeError, to: FreeError.self))
  }()

  /// The proxy GIO names for `url`; nil when it says "direct" or cannot answer.
  static func route(for url: URL) -> ProxyRoute? {
    guard let gio, let resolver = gio.getDefault() else { return nil }
    var error: UnsafeMutableRawPointer?
    guard let answers = gio.lookup(resolver, url.absoluteString, nil, &error) else {
      gio.freeError(error)
      return nil
    }
    defer { gio.freeStrings(answers) }
    guard let first = answers[0] else { return nil }
    return proxyRoute(String(cString: first))
  }

  /// GIO's answer in libcurl's terms: "direct://" leaves the environment in charge, and GIO's
  /// "socks://" (any SOCKS version) is SOCKS5 with names resolved by the proxy.
  static func proxyRoute(_ answer: String) -> ProxyRoute? {
    if answer.hasPrefix("direct:") { return nil }
    let curlAnswer =
      answer.hasPrefix("socks://") ? "socks5h://" + answer.dropFirst("socks://".count) : answer
    return URL(string: curlAnswer).map(ProxyRoute.through)
  }
}
