import CAdwaita
import GtkGlue
import Overshoot

/// Names for the parts of a header bar that GTK 4.8 reads by their class names, since it reads
/// the type name of any widget without a name ("AdwGizmo", "AdwWindowTitle"); later GTKs read
/// nothing for them.
@MainActor
enum HeaderBarAccessibility {
  /// Names the boxes libadwaita keeps at the bar's start and end for the packed controls. They
  /// are private widgets (AdwGizmo, no public API reaches them), so they are found from outside,
  /// by walking the bar's children with GTK's public calls and matching the type name; nothing of
  /// libadwaita's is copied, and a libadwaita built otherwise is simply left as it is. They hold
  /// the bar's buttons, so they are named rather than hidden.
  static func nameControlBoxes(in bar: UnsafeMutablePointer<GtkWidget>) {
    for widget in descendants(of: bar) where widget.typeName == "AdwGizmo" {
      Accessibility.setLabel(tr("Header bar controls"), of: widget)
    }
  }

  /// Names an AdwWindowTitle after the title it shows (it holds the title's label, which reads
  /// the same words); other title widgets are left alone.
  static func nameTitle(_ title: UnsafeMutablePointer<GtkWidget>, _ text: String) {
    guard title.typeName == "AdwWindowTitle" else { return }
    Accessibility.setLabel(text, of: title)
  }

  /// Every widget under `widget`, depth first.
  private static func descendants(
    of widget: UnsafeMutablePointer<GtkWidget>
  ) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var child = widget.firstChild
    while let current = child {
      found.append(current)
      found += descendants(of: current)
      child = current.nextSibling
    }
    return found
  }
}
