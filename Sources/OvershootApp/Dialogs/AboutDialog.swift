import CGtk
import GtkGlue
import OvershootRelease

/// The About dialog: name, version, what it is, the MIT license and the website.
/// One at a time; asking again brings the open one forward.
@MainActor
enum AboutDialog {
  /// Where the project lives.
  static let website = "https://github.com/overshoot/overshoot"
  private static var open: UnsafeMutablePointer<GtkWidget>?

  /// Shows the dialog over `parent`.
  static func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
    if let open {
      gtk_window_present(open.checked(as: GtkWindow.self))
      return
    }
    let dialog = gtk_about_dialog_new()!
    let about = dialog.checked(gtk_about_dialog_get_type())
    gtk_about_dialog_set_program_name(about, "Overshoot")
    gtk_about_dialog_set_version(about, OvershootVersion.string)
    gtk_about_dialog_set_comments(about, "Read your feeds, pull down to refresh")
    gtk_about_dialog_set_logo_icon_name(about, OvershootApplication.id)
    gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
    gtk_about_dialog_set_website(about, website)
    gtk_about_dialog_set_website_label(about, "Website")
    gtk_about_dialog_set_copyright(about, "© 2026 The Overshoot developers")
    "The Overshoot developers".withCString { author in
      var authors: [UnsafePointer<CChar>?] = [author, nil]
      gtk_about_dialog_set_authors(about, &authors)
    }
    gtk_window_set_transient_for(dialog.checked(as: GtkWindow.self), parent)
    gtk_window_set_modal(dialog.checked(as: GtkWindow.self), 1)
    dialog.connect("destroy") { open = nil }
    open = dialog
    gtk_window_present(dialog.checked(as: GtkWindow.self))
  }
}
