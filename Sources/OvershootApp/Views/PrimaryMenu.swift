import Overshoot

/// The header bar's primary menu (F10): feeds (add, OPML import and export), Mark All as Read
/// for what the timeline shows, toggles (scroll readout, wheel pulls, notifications, remote
/// images), then Preferences, Keyboard Shortcuts, About Overshoot, Quit.
@MainActor
enum PrimaryMenu {
  /// The menu button; pack it at the end of the header bar.
  static var button: Menu {
    Menu(tr("Main Menu"), systemImage: "open-menu-symbolic", isPrimary: true) {
      MenuSection {
        MenuItem(tr("_Add Feed…"), action: "win.add-feed")
        MenuItem(tr("_Import Subscriptions…"), action: "win.import-opml")
        MenuItem(tr("_Export Subscriptions…"), action: "win.export-opml")
        MenuItem(tr("Add _Sync Account…"), action: "win.add-account")
        MenuItem(tr("S_ync Accounts…"), action: "win.sync-accounts")
      }
      MenuSection {
        // The window's own key (see TimelineKeys), so GTK finds no accelerator to show.
        MenuItem(
          tr("_Mark All as Read"), action: "win.mark-all-read",
          shortcut: TimelineKeys.markAllRead.first)
        // The refreshable view's own key; below 600 px the bar has no Refresh button.
        MenuItem(tr("_Refresh"), action: "win.refresh", shortcut: "F5")
      }
      MenuSection {
        MenuItem(tr("Show Scroll _Readout"), action: "win.show-readout")
        MenuItem(tr("_Wheel Pulls to Refresh"), action: "win.wheel-pulls")
        MenuItem(tr("_Notify About New Entries"), action: "win.notify-new-entries")
        MenuItem(tr("_Load Remote Images"), action: "win.remote-images")
      }
      MenuSection {
        MenuItem(tr("_Preferences"), action: "win.preferences")
        MenuItem(tr("_Keyboard Shortcuts"), action: "app.shortcuts")
        MenuItem(tr("_About Overshoot"), action: "app.about")
      }
      MenuSection {
        MenuItem(tr("_Quit"), action: "app.quit")
      }
    }
  }

  /// A new `GtkMenuButton` with the menu, for the header bar.
  static func makeButton() -> GtkWidgetPointer {
    button.makeGtkWidget()
  }
}
