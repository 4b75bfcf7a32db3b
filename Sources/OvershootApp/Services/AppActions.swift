import Overshoot

/// The application-wide actions behind the primary menu: `app.shortcuts`, `app.about` and
/// `app.quit`; their keys, with every other shortcut, are in `Accelerators` (bound by the main
/// window).
@MainActor
enum AppActions {
  /// Adds the actions to `application`; dialogs open over `window`.
  static func install(on application: Application, window: Window) {
    application.addAction(
      Action("shortcuts") { [weak window] in
        ShortcutsWindow.present(over: window?.gtkWindowPointer)
      })
    application.addAction(
      Action("about") { [weak window] in
        AboutDialog.present(over: window?.gtkWindowPointer)
      })
    // Closing every window first lets each save what it saves on close (size, reading place).
    application.addAction(Action("quit") { [weak application] in application?.closeAllWindows() })
  }
}
