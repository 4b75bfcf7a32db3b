import CGtk

/// Hands a URI to the desktop's default application for its scheme (the browser for `https:`;
/// the OpenURI portal in a Flatpak), and says why when that fails, unlike `gtk_show_uri`, which
/// shows a dialog of its own and tells its caller nothing.
@MainActor
public enum DesktopLauncher {
  /// Why the desktop did not open a URI.
  public enum Failure: Error, Equatable {
    /// No application is set up for the URI's scheme (no browser installed, say).
    case noHandler
    /// The launch failed; GIO's message, empty when it gave none.
    case failed(message: String)
  }

  /// Opens `uri` in the desktop's default application for its scheme. Check the scheme first:
  /// this opens whatever the desktop has a handler for, `file:` included.
  public static func open(_ uri: String) throws(Failure) {
    var error: UnsafeMutablePointer<GError>?
    guard g_app_info_launch_default_for_uri(uri, nil, &error) == 0 else { return }
    defer { g_clear_error(&error) }
    guard let error else { throw .failed(message: "") }
    if error.pointee.domain == g_io_error_quark(),
      error.pointee.code == Int32(G_IO_ERROR_NOT_SUPPORTED.rawValue)
    {
      throw .noHandler
    }
    throw .failed(message: String(cString: error.pointee.message))
  }
}
