import Overshoot

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
  private let store: SettingsStore?
  private var fallback: [SettingKey: SettingKey.Value] = [:]
  /// Without a schema, what `onChange` asked to call after each key changed.
  private var fallbackObservers: [SettingKey: [@MainActor () -> Void]] = [:]

  /// Opens the settings for `schemaID`, falling back as described above; never fails.
  init(schemaID: String = OvershootApplication.id) {
    guard let found = SettingsSchemaLookup.find(schemaID) else {
      storage = .defaultsOnly
      store = nil
      printError(
        "overshoot: settings schema \(schemaID) not found; using defaults, nothing is saved "
          + "(install with meson, or run through `bash .ci/quickstart run`)")
      return
    }
    switch found.origin {
    case .installed:
      storage = .persistent
      store = SettingsStore(schema: found.schema)
    case .sourceTree:
      storage = .memory
      store = SettingsStore(schema: found.schema, inMemory: true)
      printError(
        "overshoot: settings schema not installed; using the source tree's, in memory, so "
          + "settings are not saved (run through `bash .ci/quickstart run` to keep them)")
    }
  }

  /// Reads `key`.
  func value(_ key: SettingKey) -> SettingKey.Value {
    guard let store else { return fallback[key] ?? key.schemaDefault }
    switch key.schemaDefault {
    case .int: return .int(store.value(key.rawValue))
    case .uint: return .uint(store.value(key.rawValue))
    case .bool: return .bool(store.value(key.rawValue))
    case .string: return .string(store.value(key.rawValue))
    }
  }

  /// Writes `key`; a value of the wrong type or out of the schema's range is a programming error.
  func set(_ key: SettingKey, _ value: SettingKey.Value) {
    guard let store else {
      fallback[key] = value
      for action in fallbackObservers[key, default: []] { action() }
      return
    }
    let written: Bool
    switch value {
    case .int(let number): written = store.set(key.rawValue, number)
    case .uint(let number): written = store.set(key.rawValue, number)
    case .bool(let flag): written = store.set(key.rawValue, flag)
    case .string(let text): written = store.set(key.rawValue, text)
    }
    precondition(written, "setting \(key.rawValue) to \(value) was refused")
  }

  /// Calls `action` after `key` changed, from the app or outside it (`gsettings set`);
  /// without a schema, after the app changed it.
  func onChange(of key: SettingKey, perform action: @escaping @MainActor () -> Void) {
    guard let store else { return fallbackObservers[key, default: []].append(action) }
    store.onChange(of: key.rawValue, perform: action)
  }

  /// Writes pending changes to disk now (GSettings otherwise writes them from an idle).
  func sync() {
    if storage == .persistent { SettingsStore.sync() }
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

  /// Whether a periodic refresh that brings new entries sends a desktop notification while the
  /// window is not active.
  var notifyNewEntries: Bool {
    get { bool(.notifyNewEntries) }
    set { set(.notifyNewEntries, .bool(newValue)) }
  }

  /// Whether articles load remote images and other remote content; off, they make no request.
  var remoteImages: Bool {
    get { bool(.remoteImages) }
    set { set(.remoteImages, .bool(newValue)) }
  }

  /// Whether every feed is refreshed once after the window first shows (off: only feeds never
  /// fetched).
  var refreshAtStartUp: Bool {
    get { bool(.refreshAtStartUp) }
    set { set(.refreshAtStartUp, .bool(newValue)) }
  }

  /// Whether an entry shown in the article pane is marked read.
  var markReadOnOpen: Bool {
    get { bool(.markReadOnOpen) }
    set { set(.markReadOnOpen, .bool(newValue)) }
  }

  /// Days entries are kept; 0 keeps them regardless of age.
  var keepEntriesDays: UInt32 {
    get {
      if case .uint(let days) = value(.keepEntriesDays) { return days }
      return 0
    }
    set { set(.keepEntriesDays, .uint(newValue)) }
  }

  /// The style windows are drawn in: the desktop's, light or dark.
  var style: StyleChoice {
    get {
      if case .string(let name) = value(.style) { return StyleChoice(rawValue: name) ?? .system }
      return .system
    }
    set { set(.style, .string(newValue.rawValue)) }
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
