import CGtk
import Overshoot

/// The header bar's primary menu (F10): feeds (add, OPML import and export), Mark All as Read
/// for what the timeline shows, toggles (scroll readout, wheel pulls, notifications), then
/// Keyboard Shortcuts, About Overshoot, Quit.
@MainActor
enum PrimaryMenu {
  /// The menu button; pack it at the end of the header bar.
  static var button: Menu {
    Menu("Main Menu", systemImage: "open-menu-symbolic", isPrimary: true) {
      MenuSection {
        MenuItem("_Add Feed…", action: "win.add-feed")
        MenuItem("_Import Subscriptions…", action: "win.import-opml")
        MenuItem("_Export Subscriptions…", action: "win.export-opml")
      }
      MenuSection {
        MenuItem("_Mark All as Read", action: "win.mark-all-read")
      }
      MenuSection {
        MenuItem("Show Scroll _Readout", action: "win.show-readout")
        MenuItem("_Wheel Pulls to Refresh", action: "win.wheel-pulls")
        MenuItem(tr("_Notify About New Entries"), action: "win.notify-new-entries")
      }
      MenuSection {
        MenuItem("_Keyboard Shortcuts", action: "app.shortcuts")
        MenuItem("_About Overshoot", action: "app.about")
      }
      MenuSection {
        MenuItem("_Quit", action: "app.quit")
      }
    }
  }

  /// A new `GtkMenuButton` with the menu, for the header bar.
  static func makeButton() -> UnsafeMutablePointer<GtkWidget> {
    button.makeGtkWidget()
  }
}
