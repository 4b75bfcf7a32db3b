import CGtk
import COvershootApp
import GtkGlue

/// The app's settings (`io.github.overshoot.Overshoot`), typed.
///
/// Installed builds and runs through `.ci/quickstart` use GSettings with the compiled schema.
/// A plain `swift run` compiles the source tree's schema and keeps values in memory for the run;
/// with no schema anywhere the schema's defaults are used. Either fallback prints one warning.
@MainActor
final class AppSettings {
  /// Where the values live.
  enum Storage: Equatable {
    /// GSettings with the installed schema: values persist (dconf, or the keyfile backend).
    case persistent
    /// GSettings on an in-memory backend with the source tree's schema: lost on exit.
    case memory
    /// No schema found: the schema's defaults, changes kept only for this run.
    case defaultsOnly
  }

  /// Where the values live.
  let storage: Storage
  private let settings: ObjectRef?
  private var fallback: [SettingKey: SettingKey.Value] = [:]

  /// Opens the settings for `schemaID`, falling back as described above; never fails.
  init(schemaID: String = OvershootApplication.id) {
    guard let found = SettingsSchemaLookup.find(schemaID) else {
      storage = .defaultsOnly
      settings = nil
      printError(
        "overshoot: settings schema \(schemaID) not found; using defaults, nothing is saved "
          + "(install with meson, or run through `bash .ci/quickstart run`)")
      return
    }
    defer { g_settings_schema_unref(found.schema) }
    switch found.origin {
    case .installed:
      storage = .persistent
      settings = ObjectRef(adopting: g_settings_new_full(found.schema, nil, nil))
    case .sourceTree:
      storage = .memory
      let backend = g_memory_settings_backend_new()
      defer { g_object_unref(backend) }
      settings = ObjectRef(adopting: g_settings_new_full(found.schema, backend, nil))
      printError(
        "overshoot: settings schema not installed; using the source tree's, in memory, so "
          + "settings are not saved (run through `bash .ci/quickstart run` to keep them)")
    }
  }

  /// Reads `key`.
  func value(_ key: SettingKey) -> SettingKey.Value {
    guard let settings else { return fallback[key] ?? key.schemaDefault }
    let gsettings = settings.pointer.checked(g_settings_get_type(), as: GSettings.self)
    switch key.schemaDefault {
    case .int: return .int(g_settings_get_int(gsettings, key.rawValue))
    case .uint: return .uint(g_settings_get_uint(gsettings, key.rawValue))
    case .bool: return .bool(g_settings_get_boolean(gsettings, key.rawValue) != 0)
    case .string:
      let text = g_settings_get_string(gsettings, key.rawValue)
      defer { g_free(text) }
      return .string(text.map { String(cString: $0) } ?? "")
    }
  }

  /// Writes `key`; a value of the wrong type or out of the schema's range is a programming error.
  func set(_ key: SettingKey, _ value: SettingKey.Value) {
    guard let settings else {
      fallback[key] = value
      return
    }
    let gsettings = settings.pointer.checked(g_settings_get_type(), as: GSettings.self)
    let written: gboolean
    switch value {
    case .int(let number): written = g_settings_set_int(gsettings, key.rawValue, number)
    case .uint(let number): written = g_settings_set_uint(gsettings, key.rawValue, number)
    case .bool(let flag): written = g_settings_set_boolean(gsettings, key.rawValue, flag ? 1 : 0)
    case .string(let text): written = g_settings_set_string(gsettings, key.rawValue, text)
    }
    precondition(written != 0, "setting \(key.rawValue) to \(value) was refused")
  }

  /// Writes pending changes to disk now (GSettings otherwise writes them from an idle).
  func sync() {
    if storage == .persistent { g_settings_sync() }
  }
}

extension AppSettings {
  /// The main window's last size, in logical pixels.
  var windowSize: (width: Int32, height: Int32) {
    get { (int(.windowWidth), int(.windowHeight)) }
    set {
      set(.windowWidth, .int(newValue.width))
      set(.windowHeight, .int(newValue.height))
    }
  }
  /// Whether the main window was maximized.
  var windowMaximized: Bool {
    get { bool(.windowMaximized) }
    set { set(.windowMaximized, .bool(newValue)) }
  }
  /// What the timeline shows at start: a feed's address, `unread`, `starred`, or empty for
  /// every feed.
  var selectedFeed: String {
    get {
      if case .string(let text) = value(.selectedFeed) { return text }
      return ""
    }
    set { set(.selectedFeed, .string(newValue)) }
  }
  /// Minutes between automatic refreshes; 0 means off.
  var refreshIntervalMinutes: UInt32 {
    get {
      if case .uint(let minutes) = value(.refreshInterval) { return minutes }
      return 0
    }
    set { set(.refreshInterval, .uint(newValue)) }
  }
  /// Whether the mouse wheel and touchpad can pull to refresh.
  var wheelPulls: Bool {
    get { bool(.wheelPulls) }
    set { set(.wheelPulls, .bool(newValue)) }
  }
  /// Whether the live scroll readout is shown.
  var showScrollReadout: Bool {
    get { bool(.showScrollReadout) }
    set { set(.showScrollReadout, .bool(newValue)) }
  }

  private func int(_ key: SettingKey) -> Int32 {
    if case .int(let number) = value(key) { return number }
    return 0
  }

  private func bool(_ key: SettingKey) -> Bool {
    if case .bool(let flag) = value(key) { return flag }
    return false
  }
}
