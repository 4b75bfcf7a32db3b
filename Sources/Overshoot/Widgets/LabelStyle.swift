import CGtk
import GtkGlue

/// Which parts of a ``Label`` show, like SwiftUI's label styles: `.labelStyle(.iconOnly)`.
public struct LabelStyle: Sendable, Hashable {
  let showsIcon: Bool
  let showsTitle: Bool

  /// The icon and the title (a `Label`'s own look).
  public static let automatic = LabelStyle(showsIcon: true, showsTitle: true)
  /// The icon and the title.
  public static let titleAndIcon = LabelStyle(showsIcon: true, showsTitle: true)
  /// The icon alone; the title is still the accessible name.
  public static let iconOnly = LabelStyle(showsIcon: true, showsTitle: false)
  /// The title alone.
  public static let titleOnly = LabelStyle(showsIcon: false, showsTitle: true)

  /// The class every `Label`'s row has, so a style finds them.
  static let cssClass = "overshoot-label"
}

extension Widget {
  /// Shows the icon, the title or both of every ``Label`` in this widget, like SwiftUI's
  /// `labelStyle(_:)`: `Button { … } label: { Label("Add", systemImage: "plus") }
  /// .labelStyle(.iconOnly)`. Applies to the labels this widget has when it is made or updated.
  public func labelStyle(_ style: LabelStyle) -> ModifiedWidget {
    ModifiedWidget(self, name: "label-style") { widget in
      for label in WidgetTree.descendants(of: widget, including: true)
      where label.hasCSSClass(LabelStyle.cssClass) {
        let parts = WidgetChildren.of(label)
        guard let icon = parts.first, let title = parts.last, parts.count >= 2 else { continue }
        icon.isVisible = style.showsIcon
        title.isVisible = style.showsTitle
        guard !style.showsTitle, let titleLabel = Gtk.Label(ifInstance: title) else { continue }
        // An icon alone is named by a tooltip (GNOME's rule) and, in a button, drawn square.
        Tooltip.set(titleLabel.text, on: label)
        if let button = label.parent, Gtk.Button(ifInstance: button) != nil {
          button.addCSSClass("image-button")
        }
      }
    }
  }
}

/// Walking a GTK widget tree.
@MainActor
enum WidgetTree {
  /// Every widget under `root`, depth first, and `root` itself first when `including`.
  static func descendants(
    of root: UnsafeMutablePointer<GtkWidget>, including: Bool
  ) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = including ? [root] : []
    for child in WidgetChildren.of(root) {
      found += descendants(of: child, including: true)
    }
    return found
  }
}
