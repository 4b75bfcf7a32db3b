import CIntl
import Glibc

/// Where Overshoot's translations come from: the gettext catalog `overshoot.mo` in the user's
/// language, found next to the installed program or in the desktop's data directories.
///
/// `tr(_:)` binds the catalog on first use, so nothing has to be called at start-up. An app that
/// installs its catalogs elsewhere calls `bind(to:)` before its first `tr`.
public enum Localization {
  /// The gettext domain (the catalog's file name without `.mo`).
  public static let domain = domainName.description
  /// The domain as written, which `tr` hands gettext as it is instead of bridging `domain` to a
  /// C string on every translation.
  static let domainName: StaticString = "overshoot"

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

  /// The user's languages in gettext's order of preference (`de_DE.UTF-8`, `de_DE`, `de`, …),
  /// read from the environment as GLib's `g_get_language_names` does, without GLib: FeedCore and
  /// the CLI translate too, and they never load GTK.
  static func userLanguages() -> [String] {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(environment)
      .first { !$0.isEmpty }
    guard let locale, locale != "C", locale != "POSIX" else { return [] }
    let preferred = (environment("LANGUAGE") ?? "").split(separator: ":").map(String.init)
    var languages: [String] = []
    for name in preferred + [locale] {
      for variant in variants(of: name) where !languages.contains(variant) {
        languages.append(variant)
      }
    }
    return languages.filter { $0 != "C" && $0 != "POSIX" }
  }

  /// `de_DE.UTF-8@euro` and the shorter names gettext also tries for it, most specific first.
  static func variants(of name: String) -> [String] {
    var result = [name]
    var rest = name
    for separator: Character in ["@", ".", "_"] {
      if let cut = rest.firstIndex(of: separator) {
        rest = String(rest[..<cut])
        if !result.contains(rest) { result.append(rest) }
      }
    }
    return result
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
