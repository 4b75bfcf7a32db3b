import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import OvershootApp

/// The header bars of a reader window's columns, found by their titles as a reader finds them.
@MainActor
enum ReaderHeaderBars {
  /// The header bar on screen under `root` that shows `title`, if one does.
  static func shown(titled title: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    WidgetFinder.widgets("headerbar", under: root).first { bar in
      gtk_widget_get_mapped(bar) != 0 && WidgetFinder.labelTexts(under: bar).contains(title)
    }
  }

  /// The header bar holding `widget` (a button in it).
  static func holding(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>?
  {
    var current = gtk_widget_get_parent(widget)
    while let widget = current {
      if WidgetFinder.cssName(of: widget) == "headerbar" { return widget }
      current = gtk_widget_get_parent(widget)
    }
    return nil
  }

  /// Whether `widget` is on screen (mapped: shown, in shown parents, in a shown window).
  static func isOnScreen(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_mapped(widget) != 0
  }
}
