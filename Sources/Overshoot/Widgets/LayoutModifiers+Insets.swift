import CGtk
import GtkGlue

/// Space on each side of a widget, like SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
  /// Above.
  public var top: Int
  /// Before, in reading order.
  public var leading: Int
  /// Below.
  public var bottom: Int
  /// After, in reading order.
  public var trailing: Int

  /// Insets of these sizes, in points.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// Where a line too long for its width is shortened with an ellipsis, like SwiftUI's
/// `Text.TruncationMode`.
public enum TruncationMode: Sendable {
  /// "…end of the line".
  case head
  /// "Start … end".
  case middle
  /// "Start of the line…".
  case tail
}

extension Widget {
  /// Different space on each side, like SwiftUI's `padding(_ insets: EdgeInsets)`.
  public func padding(_ insets: EdgeInsets) -> ModifiedWidget {
    ModifiedWidget(self, name: "padding-insets") { widget in
      widget.marginTop = insets.top
      widget.marginBottom = insets.bottom
      widget.marginStart = insets.leading
      widget.marginEnd = insets.trailing
    }
  }

  /// The smallest size the widget takes, in points (nil leaves that side to the content), like
  /// SwiftUI's `frame(width:height:)`: a GTK size request.
  public func frame(width: Int? = nil, height: Int? = nil) -> ModifiedWidget {
    ModifiedWidget(self, name: "frame") { widget in
      widget.setSizeRequest(width: width ?? -1, height: height ?? -1)
    }
  }

  /// Places the widget at the top of its space instead of stretching it down.
  public func topAligned() -> ModifiedWidget {
    ModifiedWidget(self, name: "top") { widget in widget.valign = GTK_ALIGN_START }
  }

  /// Shortens a `Text` with an ellipsis where it does not fit, like SwiftUI's
  /// `truncationMode(_:)`: on one line, or on the last of `lineLimit(_:)`'s lines. A long
  /// status line then never widens its window.
  public func truncationMode(_ mode: TruncationMode) -> ModifiedWidget {
    ModifiedWidget(self, name: "truncation") { widget in
      guard let label = Gtk.Label(ifInstance: widget) else { return }
      let ellipsis: PangoEllipsizeMode =
        switch mode {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
      label.ellipsize = ellipsis
      // Without a limit of its own, truncated text keeps to one line.
      if label.lines < 0 { label.lines = 1 }
      LabelLines.apply(to: label)
    }
  }

  /// Wraps a `Text` into lines of at most about `characters` characters when it has room, and
  /// narrower when it has not, breaking inside words only when one is longer than a line.
  /// Without it a wrapping label asks for its whole text on one line, widening side columns.
  public func wrapping(maxCharactersPerLine characters: Int) -> ModifiedWidget {
    ModifiedWidget(self, name: "wrapping") { widget in
      guard let label = Gtk.Label(ifInstance: widget) else { return }
      label.wraps = true
      label.wrapMode = PANGO_WRAP_WORD_CHAR
      label.maxWidthChars = characters
    }
  }

  /// Gives every child of an `HStack` or `VStack` the same size along it.
  public func equalSizedChildren() -> ModifiedWidget {
    ModifiedWidget(self, name: "equal-children") { widget in
      guard let box = Gtk.Box(ifInstance: widget) else { return }
      box.isHomogeneous = true
    }
  }

  /// Draws a thin frame around the widget, like SwiftUI's `border(_:)` (a GtkFrame, styled by
  /// the theme).
  public func border() -> ModifiedWidget {
    ModifiedWidget.wrapping(self, name: "border") { content in
      let frame = Gtk.Frame(label: nil)
      frame.child = content
      return frame.widget
    }
  }
}
