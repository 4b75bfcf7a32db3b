import CGtk

#if canImport(Glibc)
  import Glibc
#endif

/// A GSettings schema, the list of an app's keys with their types and defaults, found
/// installed or compiled from a source tree for a run that was never installed.
@MainActor
public final class SettingsSchema {
  /// The `GSettingsSchema *`; this wrapper holds one reference.
  let pointer: OpaquePointer

  private init(adopting pointer: OpaquePointer) {
    self.pointer = pointer
  }

  isolated deinit {
    g_settings_schema_unref(pointer)
  }

  /// The schema `id` where GLib looks by default: installed under `XDG_DATA_DIRS`, or in
  /// `GSETTINGS_SCHEMA_DIR`; nil when it is in neither.
  public static func installed(_ id: String) -> SettingsSchema? {
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, id, 1)
    else { return nil }
    return SettingsSchema(adopting: schema)
  }

  /// The schema `id` compiled now from `directory/ID.gschema.xml` with `glib-compile-schemas`
  /// (into a temporary folder, removed at once: GLib keeps the compiled file mapped); nil when
  /// the file or the compiler is missing or the XML is invalid.
  public static func compiled(_ id: String, from directory: String) -> SettingsSchema? {
    guard overshoot_file_exists(directory + "/\(id).gschema.xml") != 0,
      let temporary = g_dir_make_tmp("overshoot-schemas-XXXXXX", nil)
    else { return nil }
    let folder = String(cString: temporary)
    g_free(temporary)
    defer {
      unlink(folder + "/gschemas.compiled")
      rmdir(folder)
    }
    guard runQuietly(["glib-compile-schemas", "--targetdir=\(folder)", directory]),
      let source = g_settings_schema_source_new_from_directory(
        folder, g_settings_schema_source_get_default(), 1, nil)
    else { return nil }
    defer { g_settings_schema_source_unref(source) }
    return g_settings_schema_source_lookup(source, id, 0).map(SettingsSchema.init(adopting:))
  }

  /// Runs a program found on `PATH`, output discarded; true when it exits with status 0.
  private static func runQuietly(_ arguments: [String]) -> Bool {
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var status: Int32 = 0
    let started = g_spawn_sync(
      nil, &argv, nil, overshoot_spawn_flags_quiet(), nil, nil, nil, nil, &status, nil)
    return started != 0 && g_spawn_check_wait_status(status, nil) != 0
  }
}
