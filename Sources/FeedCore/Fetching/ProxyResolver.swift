import Foundation

/// Where one request goes: straight to the server, or through a proxy.
public enum ProxyRoute: Sendable, Hashable {
  /// Connect to the server itself, whatever the environment says.
  case direct
  /// Connect through this proxy (`http://host:port`, `socks5://host:port`, …).
  case through(URL)
}

/// Chooses a proxy per address, the way the desktop is configured (GNOME's proxy settings,
/// read by the app through GIO's `g_proxy_resolver_lookup`).
///
/// FeedCore knows no GLib, so the app injects one. Without a resolver, the transfer follows the
/// usual `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy` variables (libcurl reads them).
public protocol ProxyResolver: Sendable {
  /// The route for `url`; nil leaves the choice to the environment variables.
  func route(for url: URL) async -> ProxyRoute?
}
