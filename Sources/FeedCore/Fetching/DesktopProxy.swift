internal import CGLib
import Foundation

/// The desktop's proxy for an address, as GIO's default `GProxyResolver` answers it: GNOME's
/// proxy settings (`org.gnome.system.proxy`, manual or automatic), the Flatpak proxy portal
/// inside a sandbox, or libproxy elsewhere. Where GIO says "direct" or cannot answer, the choice
/// falls to libcurl's `http_proxy`/`https_proxy`/`no_proxy`. The lookup may block (a PAC
/// script), so it runs on the transfer's own thread.
enum DesktopProxy {
  /// The proxy GIO names for `url`; nil when it says "direct" or cannot answer.
  static func route(for url: URL) -> ProxyRoute? {
    guard let resolver = g_proxy_resolver_get_default() else { return nil }
    var error: UnsafeMutablePointer<GError>?
    guard let answers = g_proxy_resolver_lookup(resolver, url.absoluteString, nil, &error) else {
      g_clear_error(&error)
      return nil
    }
    defer { g_strfreev(answers) }
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
