import CGtk

/// The folders GTK 4.8 looks in for a theme on disk (`_gtk_css_find_theme` in
/// gtkcssprovider.c): `$XDG_DATA_HOME/themes`, `~/.themes`, each of `$XDG_DATA_DIRS`'s
/// `themes`, and GTK's own `share/themes`.
enum ThemeDirectories {
  /// Whether a theme on disk has a style sheet for `name` and `variant`
  /// (`NAME/gtk-4.N/gtk.css` or `gtk-VARIANT.css`, N from GTK's minor version down by twos),
  /// which GTK loads instead of its built-in theme.
  static func hasStyleSheet(name: String, variant: String?) -> Bool {
    let file = variant.map { "gtk-\($0).css" } ?? "gtk.css"
    let minor = Int(gtk_get_minor_version()) & ~1
    for folder in folders {
      for version in stride(from: minor, through: 0, by: -2) {
        let path = "\(folder)/\(name)/gtk-4.\(version)/\(file)"
        if g_file_test(path, G_FILE_TEST_EXISTS) != 0 { return true }
      }
    }
    return false
  }

  /// The folders, in GTK's order.
  static var folders: [String] {
    var folders = [
      String(cString: g_get_user_data_dir()) + "/themes",
      String(cString: g_get_home_dir()) + "/.themes",
    ]
    if var system = g_get_system_data_dirs() {
      while let folder = system.pointee {
        folders.append(String(cString: folder) + "/themes")
        system += 1
      }
    }
    let prefix = g_getenv("GTK_DATA_PREFIX").map { String(cString: $0) } ?? "/usr"
    folders.append(prefix + "/share/themes")
    var seen = Set<String>()
    return folders.filter { seen.insert($0).inserted }
  }
}
