import CGtk
import GtkGlue

#if canImport(Glibc)
  import Glibc
#endif

extension Application {
  /// Binds `keys` (GTK accelerators such as `<Control>l` or `F9`) to `action`, a detailed action
  /// name such as `win.add-feed` or `app.quit`, in every window; empty keys remove the binding.
  public func setKeyboardShortcuts(_ keys: [String], for action: String) {
    var strings = keys.map { strdup($0) } + [nil]
    defer { for string in strings { free(string) } }
    strings.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(
        to: UnsafePointer<CChar>?.self, capacity: buffer.count
      ) { gtk_application_set_accels_for_action(gtkApplication, action, $0) }
    }
  }

  /// The keys bound to `action` (a detailed action name), as GTK prints them.
  public func keyboardShortcuts(for action: String) -> [String] {
    guard let accels = gtk_application_get_accels_for_action(gtkApplication, action) else {
      return []
    }
    defer { g_strfreev(accels) }
    var keys: [String] = []
    while let key = accels[keys.count] { keys.append(String(cString: key)) }
    return keys
  }
}
