import CGtk
import CGtkTestSupport
import Foundation
import GtkGlue
import GtkTestSupport
import Overshoot
import TestSupport
import XCTest

/// What the navigation tests look for on screen: what shows, the header bars shown, a link or
/// button by its title, and a window resized as a user would.
@MainActor
enum NavigationScreen {
  /// Presents `window`, waits until it is laid out, and gives it the keyboard.
  static func show(_ window: Window) throws {
    window.present()
    GtkTestEnvironment.wait("the window to be mapped and laid out") {
      gtk_widget_get_mapped(window.gtkWindow) != 0 && gtk_widget_get_width(window.gtkWindow) > 0
    }
    MainContext.run(forSeconds: 0.1)
    try GtkTestWindow.focus(window.gtkWindow)
  }

  /// Whether `widget` and all its ancestors are shown (mapped: a stack page not shown is not).
  static func isShown(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_mapped(widget) != 0
  }

  /// The shown labels under `root` whose text is `text`.
  static func shownLabel(_ text: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    WidgetFinder.widgets("label", under: root).first {
      isShown($0) && String(cString: gtk_label_get_text($0.checked(gtk_label_get_type()))) == text
    }
  }

  /// The shown header bars under `root`.
  static func shownHeaders(under root: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    WidgetFinder.widgets("headerbar", under: root).filter(isShown)
  }

  /// The shown button under `root` whose own label or a label inside it reads `title`, or whose
  /// accessible name (a tooltip here) is `title`.
  static func shownButton(_ title: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    WidgetFinder.widgets("button", under: root).first { button in
      guard isShown(button) else { return false }
      if gtk_button_get_label(button.checked(as: GtkButton.self)).map({ String(cString: $0) })
        == title
      {
        return true
      }
      if gtk_widget_get_tooltip_text(button).map({ String(cString: $0) }) == title { return true }
      return WidgetFinder.labelTexts(under: button).contains(title)
    }
  }

  /// Puts the focus on the button titled `title` and presses Return, as a keyboard user does.
  static func activate(_ title: String, under root: UnsafeMutablePointer<GtkWidget>) throws {
    guard let button = shownButton(title, under: root) else {
      XCTFail("no shown button “\(title)”")
      return
    }
    GtkTestEnvironment.wait("the focus on “\(title)”") {
      gtk_widget_grab_focus(button) != 0 && gtk_widget_has_focus(button) != 0
    }
    try GtkTestWindow.pressKeys("Return")
  }

  /// Whether `widget` is inside a shown header bar.
  static func isInShownHeader(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    var current = gtk_widget_get_parent(widget)
    while let parent = current {
      if WidgetFinder.cssName(of: parent) == "headerbar" { return isShown(parent) }
      current = gtk_widget_get_parent(parent)
    }
    return false
  }

  /// The window's title.
  static func title(of window: Window) -> String {
    String(cString: gtk_window_get_title(window.gtkWindow.checked(as: GtkWindow.self)))
  }

  /// Resizes `window`'s X window to `width` × `height`, as a user dragging its edge would, and
  /// waits until GTK has laid it out at that width.
  static func resize(_ window: Window, width: Int, height: Int) throws {
    let xid = overshoot_x11_window_id(window.gtkWindow)
    let outcome = PendingRun()
    DispatchQueue.global().async {
      outcome.finish(
        Result {
          try DeadlineProcess.run(
            "/usr/bin/env", ["xdotool", "windowsize", "\(xid)", "\(width)", "\(height)"],
            seconds: 10)
        })
    }
    while outcome.value == nil { MainContext.run(forSeconds: 0.02) }
    let result = try outcome.value!.get()
    guard result.status == 0 else {
      throw InputNotSent(description: "xdotool windowsize: \(result.stderr)")
    }
    GtkTestEnvironment.wait("the window to be \(width) wide") {
      abs(Int(gtk_widget_get_width(window.gtkWindow)) - width) < 60
    }
    MainContext.run(forSeconds: 0.2)
  }
}
