import CGtk
import Overshoot
import OvershootRelease

/// The About dialog: name, version, what it is, the MIT license and the website.
/// One at a time; asking again brings the open one forward.
@MainActor
enum AboutDialog {
  /// Where the project lives.
  static let website = "https://github.com/overshoot/overshoot"
  private static weak var shown: AboutWindow?

  /// Shows the dialog over `parent`.
  static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
    let about =
      shown.flatMap { $0.isOpen ? $0 : nil }
      ?? AboutWindow(
        programName: "Overshoot", version: OvershootVersion.string,
        comments: tr("Read your feeds, pull down to refresh"),
        logoIconName: OvershootApplication.id,
        license: .mit, website: website, websiteLabel: tr("Website"),
        copyright: tr("© 2026 The Overshoot developers"), authors: [tr("The Overshoot developers")])
    shown = about
    about.present(over: parent)
  }
}
