import CGtk

extension Widget {
  /// Hides a decorative widget from assistive technology, like SwiftUI's
  /// `accessibilityHidden(_:)`: an icon whose neighbouring text already says it all.
  public func accessibilityHidden(_ hidden: Bool = true) -> ModifiedWidget {
    ModifiedWidget(self, name: "a11y-hidden") { widget in
      overshoot_accessible_set_hidden(widget, hidden ? 1 : 0)
    }
  }

  /// A longer description read after the name, like SwiftUI's `accessibilityHint(_:)`.
  public func accessibilityHint(_ hint: String) -> ModifiedWidget {
    ModifiedWidget(self, name: "a11y-hint") { widget in
      overshoot_accessible_set_description(widget, hint)
    }
  }
}

/// Accessibility for widgets the app keeps rather than describes.
@MainActor
public enum Accessibility {
  /// Sets the name assistive technology reads for `widget`.
  public static func setLabel(_ label: String, of widget: UnsafeMutablePointer<GtkWidget>) {
    overshoot_accessible_set_label(widget, label)
  }

  /// Names a scrolled window that another toolkit's widget builds inside itself (libadwaita's
  /// status page has one) and its scroll bars, as the library's own scroll views are named: GTK
  /// 4.8 reads such parts by their class names ("GtkScrollbar") or, for the scroll pane, as
  /// nothing. `label` is the scroll pane's name ("Scrollable content" without one).
  public static func nameScrollParts(
    of scrolledWindow: UnsafeMutablePointer<GtkWidget>, label: String? = nil
  ) {
    AccessibleChrome.nameScrollParts(
      of: scrolledWindow, paneLabel: label ?? AccessibleChrome.scrollPaneLabel)
  }
}
