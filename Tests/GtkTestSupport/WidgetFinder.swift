import CGtk
import GtkGlue

/// Finds the GTK widgets a described widget made, as a user finds them on screen: a button by
/// its title, a control by the title of its row, a label by its text.
@MainActor
public enum WidgetFinder {
  /// `root` and every widget under it, depth first.
  public static func all(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
    GtkWidget
  >] {
    var found = [root]
    var child = gtk_widget_get_first_child(root)
    while let current = child {
      found += all(under: current)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }

  /// The widgets under `root` whose CSS node is `cssName` ("label", "switch", "button"…).
  public static func widgets(_ cssName: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> [UnsafeMutablePointer<GtkWidget>]
  {
    all(under: root).filter { Self.cssName(of: $0) == cssName }
  }

  /// The name of `widget`'s CSS node ("label", "button"…), or "" for none: GTK 4.18 under
  /// libadwaita 1.7 once answered NULL for a shown widget, which stopped a CI run.
  nonisolated public static func cssName(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
    gtk_widget_get_css_name(widget).map { String(cString: $0) } ?? ""
  }

  /// The texts of the labels under `root`, in order.
  public static func labelTexts(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    widgets("label", under: root).map {
      String(cString: gtk_label_get_text($0.checked(gtk_label_get_type())))
    }
  }

  /// The button (plain or toggle) titled `title` under `root`.
  public static func button(_ title: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    widgets("button", under: root).first { button in
      gtk_button_get_label(button.checked(as: GtkButton.self)).map { String(cString: $0) } == title
    }
  }

  /// The control at the end of the row that starts with the caption `title` (a `Toggle`'s
  /// switch, a `Picker`'s linked buttons, a `Stepper`'s spin button).
  public static func control(titled title: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    for box in widgets("box", under: root) {
      guard let first = gtk_widget_get_first_child(box),
        cssName(of: first) == "label",
        String(cString: gtk_label_get_text(first.checked(gtk_label_get_type()))) == title,
        let last = gtk_widget_get_last_child(box), last != first
      else { continue }
      return last
    }
    return nil
  }

  /// Clicks the button titled `title` under `root`; false when there is none.
  @discardableResult
  public static func click(_ title: String, under root: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let button = button(title, under: root) else { return false }
    overshoot_signal_emit_by_name(button, "clicked")
    return true
  }
}
