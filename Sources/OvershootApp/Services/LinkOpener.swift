import Foundation
import Overshoot
import OvershootLocalization

/// Hands an entry's link to the desktop's browser, and says in plain words when that fails.
///
/// `gtk_show_uri` reports failure in a dialog of its own ("Operation not supported" when no
/// browser is installed) and tells its caller nothing, so the entry was marked read all the
/// same. `DesktopLauncher` returns the error, so the window can say what failed and offer the
/// link.
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
    do throws(DesktopLauncher.Failure) {
      try DesktopLauncher.open(link)
    } catch {
      switch error {
      case .noHandler:
        throw Failure(message: tr("no web browser is set up on this computer"))
      case .failed(let message):
        throw Failure(message: message.isEmpty ? tr("the desktop could not open it") : message)
      }
    }
  }
}
