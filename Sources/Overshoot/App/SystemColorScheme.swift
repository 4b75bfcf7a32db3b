import CGtk
import GtkGlue

/// Dark mode that follows the system: reads `org.freedesktop.appearance color-scheme` from the
/// desktop portal over D-Bus and sets GTK's `gtk-application-prefer-dark-theme` to match, then
/// follows `SettingChanged`. GTK 4.8 without libadwaita does not do this by itself. No session
/// bus, no portal, or an old portal: nothing changes and nothing is printed.
@MainActor
public final class SystemColorScheme {
  /// The portal's values: 0 no preference, 1 prefer dark, 2 prefer light.
  public static let preferDark: UInt32 = 1

  private static var current: SystemColorScheme?
  private var connection: OpaquePointer?
  private var subscription: guint = 0

  /// Starts following the system's color scheme, once per process.
  public static func follow() {
    guard current == nil else { return }
    let follower = SystemColorScheme()
    current = follower
    g_bus_get(G_BUS_TYPE_SESSION, nil, busReady, Unmanaged.passRetained(follower).toOpaque())
  }

  /// Sets the GTK setting for a portal `color-scheme` value.
  public static func apply(colorScheme: UInt32) {
    overshoot_settings_set_bool(
      "gtk-application-prefer-dark-theme", colorScheme == preferDark ? 1 : 0)
  }

  /// Whether GTK draws the dark variant of the theme now (`gtk-application-prefer-dark-theme`).
  public static var prefersDark: Bool {
    overshoot_settings_get_bool("gtk-application-prefer-dark-theme") != 0
  }

  /// The `u` inside however many `v` layers the portal wrapped it in (`Read` adds one).
  nonisolated static func colorScheme(in value: OpaquePointer?) -> UInt32? {
    guard var value else { return nil }
    var unwrapped: [OpaquePointer] = []  // each layer is a new reference
    defer { for layer in unwrapped { g_variant_unref(layer) } }
    while g_variant_classify(value) == G_VARIANT_CLASS_VARIANT {
      guard let inner = g_variant_get_variant(value) else { return nil }
      unwrapped.append(inner)
      value = inner
    }
    guard g_variant_is_of_type(value, overshoot_variant_type_uint()) != 0 else { return nil }
    return g_variant_get_uint32(value)
  }

  private func connected(_ bus: OpaquePointer) {
    connection = bus
    subscription = g_dbus_connection_signal_subscribe(
      bus, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings", "SettingChanged",
      "/org/freedesktop/portal/desktop", "org.freedesktop.appearance",
      overshoot_dbus_signal_flags_none(),
      Self.settingChanged, nil, nil)
    g_dbus_connection_call(
      bus, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
      "org.freedesktop.portal.Settings", "Read",
      overshoot_variant_string_pair("org.freedesktop.appearance", "color-scheme"), nil,
      overshoot_dbus_call_flags_none(), 5000, nil, Self.readFinished, nil)
  }

  private static let busReady: GAsyncReadyCallback = { _, result, data in
    guard let data else { return }
    let follower = Unmanaged<SystemColorScheme>.fromOpaque(data).takeRetainedValue()
    nonisolated(unsafe) let result = result
    MainActor.assumeIsolated {
      guard let bus = g_bus_get_finish(result, nil) else { return }
      follower.connected(bus)
    }
  }

  private static let readFinished: GAsyncReadyCallback = { source, result, _ in
    guard let source else { return }
    let reply = g_dbus_connection_call_finish(
      source.checked(g_dbus_connection_get_type()), result, nil)
    guard let reply else { return }
    defer { g_variant_unref(reply) }
    let first = g_variant_get_child_value(reply, 0)
    defer { if let first { g_variant_unref(first) } }
    guard let scheme = colorScheme(in: first) else { return }
    MainActor.assumeIsolated { apply(colorScheme: scheme) }
  }

  private static let settingChanged: GDBusSignalCallback = { _, _, _, _, _, parameters, _ in
    guard let parameters, g_variant_n_children(parameters) == 3 else { return }
    let key = g_variant_get_child_value(parameters, 1)
    defer { if let key { g_variant_unref(key) } }
    guard let key, String(cString: g_variant_get_string(key, nil)) == "color-scheme" else { return }
    let value = g_variant_get_child_value(parameters, 2)
    defer { if let value { g_variant_unref(value) } }
    guard let scheme = colorScheme(in: value) else { return }
    MainActor.assumeIsolated { apply(colorScheme: scheme) }
  }
}
