import Foundation

/// Where one request goes: straight to the server, or through a proxy.
public enum ProxyRoute: Sendable, Hashable {
  /// Connect to the server itself, whatever the environment says.
  case direct
  /// Connect through this proxy (`http://host:port`, `socks5://host:port`, …).
  case through(URL)
}

/// Chooses a proxy per address in place of the desktop's settings (a test, or an app with a
/// proxy setting of its own).
///
/// Without one, each transfer asks GIO's default resolver (GNOME's proxy settings, the Flatpak
/// portal, libproxy), then the usual `http_proxy`, `https_proxy`, `all_proxy` and `no_proxy`
/// variables, which libcurl reads itself.
public protocol ProxyResolver: Sendable {
  /// The route for `url`; nil leaves the choice to the desktop and the environment.
  func route(for url: URL) async -> ProxyRoute?
}
