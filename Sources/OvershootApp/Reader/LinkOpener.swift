import CGtk
import Foundation
import OvershootLocalization

/// Hands an entry's link to the desktop's browser, and says in plain words when that fails.
///
/// `gtk_show_uri` reports failure in a dialog of its own ("Operation not supported" when no
/// browser is installed) and tells its caller nothing, so the entry was marked read all the
/// same. GIO's launcher returns the error, so the window can say what failed and offer the link.
@MainActor
enum LinkOpener {
  /// Why a link could not be opened, in words for the reader.
  struct Failure: Error, Equatable {
    /// The explanation.
    let message: String
  }

  /// Opens `link` (an http or https URL) in the default browser.
  static func open(_ link: String) throws(Failure) {
    guard LinkPolicy.canOpen(link) else {
      throw Failure(message: tr("only web links (http and https) are opened"))
    }
    var error: UnsafeMutablePointer<GError>?
    guard g_app_info_launch_default_for_uri(link, nil, &error) == 0 else { return }
    defer { g_clear_error(&error) }
    guard let error else { throw Failure(message: tr("the desktop could not open it")) }
    if error.pointee.domain == g_io_error_quark(),
      error.pointee.code == Int32(G_IO_ERROR_NOT_SUPPORTED.rawValue)
    {
      throw Failure(message: tr("no web browser is set up on this computer"))
    }
    throw Failure(message: String(cString: error.pointee.message))
  }
}
