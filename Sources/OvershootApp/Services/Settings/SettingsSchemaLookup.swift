import Overshoot

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

  /// A schema and where it came from.
  struct Found {
    /// The schema.
    let schema: SettingsSchema
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
    if let schema = SettingsSchema.installed(id) {
      return Found(schema: schema, origin: .installed)
    }
    return SettingsSchema.compiled(id, from: sourceTreeRoot + "/data").map {
      Found(schema: $0, origin: .sourceTree)
    }
  }
}
