import CGtk

#if canImport(Glibc)
  import Glibc
#endif

/// Finds the settings schema: installed (or named by `GSETTINGS_SCHEMA_DIR`) first, then the
/// source tree's `data/` compiled on the fly for a plain `swift run`.
@MainActor
enum SettingsSchemaLookup {
  /// Where a schema was found.
  enum Origin: Equatable {
    /// The default schema source: an installed schema or `GSETTINGS_SCHEMA_DIR`.
    case installed
    /// Compiled from the source tree's `data/` into a temporary folder; not saved anywhere.
    case sourceTree
  }

  /// A `GSettingsSchema *` (one owned reference) and where it came from.
  struct Found {
    /// The schema; the caller unrefs it with `g_settings_schema_unref`.
    let schema: OpaquePointer
    /// Where it was found.
    let origin: Origin
  }

  /// The repository root this file was compiled from; absent in an installed or Flatpak build.
  static var sourceTreeRoot: String {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
  }

  /// Looks `id` up, installed first, then in the source tree.
  static func find(_ id: String) -> Found? {
    if let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, id, 1)
    {
      return Found(schema: schema, origin: .installed)
    }
    return compiledFromSourceTree(id).map { Found(schema: $0, origin: .sourceTree) }
  }

  /// Compiles `data/*.gschema.xml` with `glib-compile-schemas` into a temporary folder, loads
  /// the result and removes the folder (GLib keeps the compiled file mapped).
  private static func compiledFromSourceTree(_ id: String) -> OpaquePointer? {
    let dataDirectory = sourceTreeRoot + "/data"
    guard g_file_test(dataDirectory + "/\(id).gschema.xml", G_FILE_TEST_EXISTS) != 0,
      let temporary = g_dir_make_tmp("overshoot-schemas-XXXXXX", nil)
    else { return nil }
    let folder = String(cString: temporary)
    g_free(temporary)
    defer {
      unlink(folder + "/gschemas.compiled")
      rmdir(folder)
    }
    guard runQuietly(["glib-compile-schemas", "--targetdir=\(folder)", dataDirectory]),
      let source = g_settings_schema_source_new_from_directory(
        folder, g_settings_schema_source_get_default(), 1, nil)
    else { return nil }
    defer { g_settings_schema_source_unref(source) }
    return g_settings_schema_source_lookup(source, id, 0)
  }

  /// Runs a program found on `PATH`, output discarded; true when it exits with status 0.
  private static func runQuietly(_ arguments: [String]) -> Bool {
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var status: Int32 = 0
    let flags = GSpawnFlags(
      rawValue: G_SPAWN_SEARCH_PATH.rawValue | G_SPAWN_STDOUT_TO_DEV_NULL.rawValue
        | G_SPAWN_STDERR_TO_DEV_NULL.rawValue)
    let started = g_spawn_sync(nil, &argv, nil, flags, nil, nil, nil, nil, &status, nil)
    return started != 0 && g_spawn_check_wait_status(status, nil) != 0
  }
}
