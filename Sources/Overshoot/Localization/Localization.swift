import CGtk
import CIntl

/// Where Overshoot's translations come from: the gettext catalog `overshoot.mo` in the user's
/// language, found next to the installed program or in the desktop's data directories.
///
/// `tr(_:)` binds the catalog on first use, so nothing has to be called at start-up. An app that
/// installs its catalogs elsewhere calls `bind(to:)` before its first `tr`.
public enum Localization {
  /// The gettext domain (the catalog's file name without `.mo`).
  public static let domain = "overshoot"

  /// Reads translations from `directory` (the folder holding `de/LC_MESSAGES/overshoot.mo`).
  public static func bind(to directory: String) {
    _ = bindtextdomain(domain, directory)
    _ = bind_textdomain_codeset(domain, "UTF-8")
  }

  /// Binds the first directory with a catalog in one of the user's languages; the program's own
  /// `../share/locale` first (an install or a Flatpak), then each of `XDG_DATA_DIRS`.
  static let boundOnFirstUse: Void = {
    let languages = userLanguages()
    let found = candidateDirectories().first { directory in
      languages.contains { hasCatalog(in: directory, for: $0) }
    }
    if let found { bind(to: found) }
  }()

  /// Folders that may hold `<language>/LC_MESSAGES/overshoot.mo`, most specific first.
  static func candidateDirectories() -> [String] {
    var directories: [String] = []
    if let executable = executableDirectory() {
      directories.append(executable + "/../share/locale")
    }
    let dataDirectories = environment("XDG_DATA_DIRS") ?? "/usr/local/share:/usr/share"
    for directory in dataDirectories.split(separator: ":") where !directory.isEmpty {
      directories.append(directory + "/locale")
    }
    return directories
  }

  /// The user's languages in gettext's order of preference (`de_DE.UTF-8`, `de_DE`, `de`, …).
  static func userLanguages() -> [String] {
    var languages: [String] = []
    guard var names = g_get_language_names() else { return languages }
    while let name = names.pointee {
      languages.append(String(cString: name))
      names += 1
    }
    return languages.filter { $0 != "C" && $0 != "POSIX" }
  }

  private static func hasCatalog(in directory: String, for language: String) -> Bool {
    access("\(directory)/\(language)/LC_MESSAGES/\(domain).mo", R_OK) == 0
  }

  private static func executableDirectory() -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return nil }
    return String(path[..<slash])
  }

  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }
}
