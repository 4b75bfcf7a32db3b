import CGtk
import GtkGlue

/// An app's saved settings (a GSettings object): typed reads and writes of the keys its schema
/// declares, kept by dconf (or the keyfile backend) between runs, or in memory for this run.
///
/// ```swift
/// let store = SettingsStore(schema: schema)
/// let width: Int32 = store.value("window-width")
/// store.set("window-width", 1000)
/// ```
@MainActor
public final class SettingsStore {
  private let reference: ObjectRef

  /// The settings of `schema`, saved between runs, or kept in memory for this run only when
  /// `inMemory` (a build run from its source tree must not write to the user's real settings).
  public init(schema: SettingsSchema, inMemory: Bool = false) {
    if inMemory {
      let backend = g_memory_settings_backend_new()
      defer { g_object_unref(backend) }
      reference = ObjectRef(adopting: g_settings_new_full(schema.pointer, backend, nil))
    } else {
      reference = ObjectRef(adopting: g_settings_new_full(schema.pointer, nil, nil))
    }
  }

  private var settings: UnsafeMutablePointer<GSettings> {
    reference.pointer.checked(g_settings_get_type(), as: GSettings.self)
  }

  /// The value of `key`, whose schema type must match `Value` (GLib aborts otherwise).
  public func value<Value: SettingValue>(_ key: String, as type: Value.Type = Value.self) -> Value {
    Value.read(key, from: settings)
  }

  /// Writes `key`; false when the schema refuses the value (out of its range, or locked).
  @discardableResult
  public func set<Value: SettingValue>(_ key: String, _ value: Value) -> Bool {
    value.write(key, to: settings)
  }

  /// Calls `action` after `key` changed, here or elsewhere (`gsettings set`, another process),
  /// for as long as the store lives.
  public func onChange(of key: String, perform action: @escaping @MainActor () -> Void) {
    typealias Trampoline = @convention(c) (gpointer?, UnsafePointer<gchar>?, gpointer?) -> Void
    let trampoline: Trampoline = { _, _, data in
      let box = ClosureBox<@MainActor () -> Void>.from(data)
      MainActor.assumeIsolated { box.closure() }
    }
    _ = connectSignal(
      settings, "changed::\(key)", action,
      trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Writes every store's pending changes to disk now (GSettings otherwise writes them from an
  /// idle, which never runs if the process ends first).
  public static func sync() {
    g_settings_sync()
  }
}
