import CGtk
import Foundation
import GtkGlue

/// The About window GNOME apps share (a GtkAboutDialog): name, version, what the app is for,
/// its license, website, copyright and authors.
///
/// GTK holds the window while it is open and the window keeps this wrapper.
@MainActor
public final class AboutWindow {
  /// The licenses GTK can name and link to.
  public enum License: Sendable {
    /// The MIT (X11) license.
    case mit
    /// GNU GPL, version 3 or later.
    case gpl3OrLater
    /// Apache License 2.0.
    case apache2

    /// GTK's name for the license.
    package var gtkLicense: GtkLicense {
      switch self {
      case .mit: GTK_LICENSE_MIT_X11
      case .gpl3OrLater: GTK_LICENSE_GPL_3_0
      case .apache2: GTK_LICENSE_APACHE_2_0
      }
    }
  }

  /// The GtkAboutDialog.
  public let gtkWindow: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  private var watch: WindowCloseWatch?
  /// Whether the window is still open.
  public private(set) var isOpen = true

  /// An About window for `programName` at `version`; `comments` says in a line what it is for.
  /// The icon is `logoIconName` (the app id's icon), the website shown as `websiteLabel`.
  public init(
    programName: String, version: String, comments: String, logoIconName: String,
    license: License, website: String, websiteLabel: String, copyright: String,
    authors: [String]
  ) {
    gtkWindow = gtk_about_dialog_new()
    lifetime = WrapperLifetime(sinking: gtkWindow)
    let about = gtkWindow.checked(gtk_about_dialog_get_type())
    gtk_about_dialog_set_program_name(about, programName)
    gtk_about_dialog_set_version(about, version)
    gtk_about_dialog_set_comments(about, comments)
    gtk_about_dialog_set_logo_icon_name(about, logoIconName)
    gtk_about_dialog_set_license_type(about, license.gtkLicense)
    gtk_about_dialog_set_website(about, website)
    gtk_about_dialog_set_website_label(about, websiteLabel)
    gtk_about_dialog_set_copyright(about, copyright)
    CStringArray.with(authors) { gtk_about_dialog_set_authors(about, $0) }
    lifetime.bind(to: self)
    watch = WindowCloseWatch(gtkWindow) { [weak self] in self?.isOpen = false }
  }

  /// Shows the window over `parent` (modal, as GNOME's About is), or brings it forward.
  public func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
    guard isOpen else { return }
    gtk_window_set_transient_for(gtkWindow.checked(as: GtkWindow.self), parent)
    Gtk.Window(gtkWindow).isModal = true
    Gtk.Window(gtkWindow).present()
  }

  /// Closes and destroys the window.
  public func close() {
    guard isOpen else { return }
    Gtk.Window(gtkWindow).destroy()
  }
}

/// A NULL-terminated C array of strings, valid inside a closure.
enum CStringArray {
  /// Runs `body` with `strings` as a `const char **` ending in NULL.
  static func with<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
  ) -> Result {
    let copies = strings.map { strdup($0) }
    defer { for copy in copies { free(copy) } }
    var array: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
    return array.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
  }
}
