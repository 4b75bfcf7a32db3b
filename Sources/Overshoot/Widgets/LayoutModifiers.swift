import CGtk
import GtkGlue

extension Widget {
  /// Space around the widget on every side, like SwiftUI's `padding(_:)`.
  public func padding(_ points: Int = 8) -> ModifiedWidget {
    ModifiedWidget(self, name: "padding") { widget in
      let margin = points
      widget.marginTop = margin
      widget.marginBottom = margin
      widget.marginStart = margin
      widget.marginEnd = margin
    }
  }

  /// Lets the widget grow to fill the space it is given, like SwiftUI's
  /// `frame(maxWidth: .infinity, maxHeight: .infinity)`.
  public func expanding(horizontally: Bool = true, vertically: Bool = false) -> ModifiedWidget {
    ModifiedWidget(self, name: "expanding") { widget in
      widget.hexpand = horizontally
      widget.vexpand = vertically
    }
  }

  /// Places the widget at the leading edge of its space (text starts at the left in a column).
  public func leadingAligned() -> ModifiedWidget {
    ModifiedWidget(self, name: "leading") { widget in
      widget.halign = GTK_ALIGN_START
      if let label = Gtk.Label(ifInstance: widget) { label.xalign = 0 }
    }
  }

  /// Keeps text on one line (`1`) instead of wrapping, like SwiftUI's `lineLimit(_:)`; other
  /// limits wrap up to that many lines (at word boundaries, or inside a word too long for a
  /// line), `0` without a limit. Text past the limit ends in "…" with `truncationMode(.tail)`,
  /// before or after it: `Text(title).truncationMode(.tail).lineLimit(2)`.
  public func lineLimit(_ lines: Int) -> ModifiedWidget {
    ModifiedWidget(self, name: "line-limit") { widget in
      guard let label = Gtk.Label(ifInstance: widget) else { return }
      label.lines = lines == 0 ? -1 : lines
      LabelLines.apply(to: label)
    }
  }

  /// Adds a CSS class, for styles this API has no modifier for.
  public func cssClass(_ name: String) -> ModifiedWidget {
    ModifiedWidget(self, name: "css-\(name)") { widget in widget.addCSSClass(name) }
  }

  /// The name assistive technology reads, like SwiftUI's `accessibilityLabel(_:)`, read again
  /// whenever an observed property it uses changes.
  public func accessibilityLabel(_ label: @autoclosure @escaping @MainActor () -> String)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "a11y-label") { widget in
      ObservedBinding.bind(widget, key: .accessibilityLabel, read: label) { label, widget in
        overshoot_accessible_set_label(widget, label)
      }
    }
  }
}
