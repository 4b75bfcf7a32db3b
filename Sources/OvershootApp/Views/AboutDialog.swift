import Overshoot
import OvershootAdwaita
import OvershootRelease

/// The About window: name, icon, version, what it is, the developers, the MIT license, the
/// website and where to report issues (libadwaita's, as GNOME apps show it).
/// One at a time; asking again brings the open one forward.
@MainActor
enum AboutDialog {
  /// Where the project lives.
  static let website = "https://github.com/overshoot/overshoot"
  /// Where to report a problem.
  static let issueURL = website + "/issues"
  private(set) static weak var shown: AdwaitaAboutWindow?

  /// Shows the window over `parent`.
  static func present(over parent: GtkWindowPointer?) {
    let about =
      shown.flatMap { $0.isOpen ? $0 : nil }
      ?? AdwaitaAboutWindow(
        applicationName: "Overshoot", version: OvershootVersion.string,
        developerName: tr("The Overshoot developers"),
        applicationIcon: OvershootApplication.id, license: .mit, website: website,
        issueURL: issueURL, comments: tr("Read your feeds, pull down to refresh"),
        copyright: tr("© 2026 The Overshoot developers"))
    shown = about
    about.present(over: parent)
  }
}
