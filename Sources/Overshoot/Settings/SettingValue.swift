import CGtk

/// A Swift type a GSettings key can hold: `Int32` (`i`), `UInt32` (`u`), `Bool` (`b`) and
/// `String` (`s`), the types of `g_settings_get_*`.
@MainActor
public protocol SettingValue {
  /// Reads `key` from `settings`.
  static func read(_ key: String, from settings: UnsafeMutablePointer<GSettings>) -> Self
  /// Writes `key`; false when the schema refuses the value (out of range, a locked key).
  func write(_ key: String, to settings: UnsafeMutablePointer<GSettings>) -> Bool
}

extension Int32: SettingValue {
  /// Reads an `i` key.
  public static func read(_ key: String, from settings: UnsafeMutablePointer<GSettings>) -> Int32 {
    g_settings_get_int(settings, key)
  }
  /// Writes an `i` key.
  public func write(_ key: String, to settings: UnsafeMutablePointer<GSettings>) -> Bool {
    g_settings_set_int(settings, key, self) != 0
  }
}

extension UInt32: SettingValue {
  /// Reads a `u` key.
  public static func read(_ key: String, from settings: UnsafeMutablePointer<GSettings>) -> UInt32 {
    g_settings_get_uint(settings, key)
  }
  /// Writes a `u` key.
  public func write(_ key: String, to settings: UnsafeMutablePointer<GSettings>) -> Bool {
    g_settings_set_uint(settings, key, self) != 0
  }
}

extension Bool: SettingValue {
  /// Reads a `b` key.
  public static func read(_ key: String, from settings: UnsafeMutablePointer<GSettings>) -> Bool {
    g_settings_get_boolean(settings, key) != 0
  }
  /// Writes a `b` key.
  public func write(_ key: String, to settings: UnsafeMutablePointer<GSettings>) -> Bool {
    g_settings_set_boolean(settings, key, self ? 1 : 0) != 0
  }
}

extension String: SettingValue {
  /// Reads an `s` key.
  public static func read(_ key: String, from settings: UnsafeMutablePointer<GSettings>) -> String {
    guard let text = g_settings_get_string(settings, key) else { return "" }
    defer { g_free(text) }
    return String(cString: text)
  }
  /// Writes an `s` key.
  public func write(_ key: String, to settings: UnsafeMutablePointer<GSettings>) -> Bool {
    g_settings_set_string(settings, key, self) != 0
  }
}
