import CGtk
import GtkGlue

extension Widget {
  /// Greys the widget out and takes it out of the keyboard's way while `isDisabled()` is true,
  /// read again whenever an observed property it uses changes, like SwiftUI's `disabled(_:)`.
  public func disabled(_ isDisabled: @autoclosure @escaping @MainActor () -> Bool)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "disabled") { widget in
      ObservedBinding.bind(widget, key: .enabled, read: isDisabled) { disabled, widget in
        widget.isSensitive = !disabled
      }
    }
  }

  /// Lets the reader select and copy a text's words (`.enabled`), or not, like SwiftUI's
  /// `textSelection(_:)`: GtkLabel's `selectable`, on this widget's text.
  public func textSelection(_ selectability: TextSelectability) -> ModifiedWidget {
    ModifiedWidget(self, name: "text-selection") { widget in
      guard let label = Gtk.Label(ifInstance: widget) else { return }
      label.isSelectable = selectability == .enabled
    }
  }
}

extension Widget {
  /// Wraps text at about `characters` characters, so a paragraph does not widen its window.
  public func maxWidth(characters: Int) -> ModifiedWidget {
    ModifiedWidget(self, name: "max-width-chars") { widget in
      guard let label = Gtk.Label(ifInstance: widget) else { return }
      label.maxWidthChars = characters
    }
  }

  /// Places the widget at the trailing edge of its space (buttons at the end of a row).
  public func trailingAligned() -> ModifiedWidget {
    ModifiedWidget(self, name: "trailing") { widget in
      widget.halign = GTK_ALIGN_END
    }
  }
}
