import CGtk
import GtkGlue

/// Where a widget sits in the space its parent gives it, along one axis (GTK's `GtkAlign`).
public enum WidgetAlignment: Sendable, Hashable {
  /// Fills the space.
  case fill
  /// At the start: the leading edge, or the top.
  case start
  /// In the middle.
  case center
  /// At the end: the trailing edge, or the bottom.
  case end

  var gtkAlign: GtkAlign {
    switch self {
    case .fill: GTK_ALIGN_FILL
    case .start: GTK_ALIGN_START
    case .center: GTK_ALIGN_CENTER
    case .end: GTK_ALIGN_END
    }
  }
}

/// Edges of a widget, like SwiftUI's `Edge.Set`, for per-edge padding.
public struct Edges: OptionSet, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Edges from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = Edges(rawValue: 1)
  /// The bottom edge.
  public static let bottom = Edges(rawValue: 2)
  /// The leading edge (left in left-to-right text).
  public static let leading = Edges(rawValue: 4)
  /// The trailing edge.
  public static let trailing = Edges(rawValue: 8)
  /// Top and bottom.
  public static let vertical: Edges = [.top, .bottom]
  /// Leading and trailing.
  public static let horizontal: Edges = [.leading, .trailing]
  /// Every edge.
  public static let all: Edges = [.vertical, .horizontal]
}

/// How text lines line up with each other, like SwiftUI's `TextAlignment`.
public enum TextAlignment: Sendable, Hashable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}

extension Widget {
  /// Space on some edges only, like SwiftUI's `padding(_:_:)`: `.padding(.top, 12)`.
  public func padding(_ edges: Edges, _ points: Int) -> ModifiedWidget {
    ModifiedWidget(self, name: "padding-\(edges.rawValue)") { widget in
      WidgetStyle.setMargins(widget, edges, Int32(points))
    }
  }

  /// Where the widget sits in its space on each axis; nil keeps the axis as it is.
  public func aligned(
    horizontally horizontal: WidgetAlignment? = nil, vertically vertical: WidgetAlignment? = nil
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "aligned") { widget in
      WidgetStyle.align(widget, horizontally: horizontal, vertically: vertical)
    }
  }

  /// The tooltip, like SwiftUI's `help(_:)`, read again whenever an observed property it uses
  /// changes.
  public func help(_ text: @autoclosure @escaping @MainActor () -> String) -> ModifiedWidget {
    ModifiedWidget(self, name: "help") { widget in
      ObservedBinding.bind(widget, key: .help, read: text) { text, widget in
        Tooltip.set(text, on: widget)
      }
    }
  }

  /// Hides the widget (it takes no space, is no Tab stop and nothing a screen reader reads)
  /// while `isHidden()` is true, read again whenever an observed property it uses changes, like
  /// SwiftUI's `hidden()`. One per widget.
  public func hidden(_ isHidden: @autoclosure @escaping @MainActor () -> Bool = true)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "hidden") { widget in
      ObservedBinding.bind(widget, key: .shown, read: isHidden) { hidden, widget in
        widget.isVisible = !hidden
      }
    }
  }

  /// Whether clicks reach the widget, like SwiftUI's `allowsHitTesting(_:)`; an overlay that
  /// only shows something lets them through to what is below.
  public func allowsHitTesting(_ enabled: Bool) -> ModifiedWidget {
    ModifiedWidget(self, name: "hit-testing") { widget in
      widget.canTarget = enabled
    }
  }

  /// How a label's lines line up with each other and in the width they are given, like
  /// SwiftUI's `multilineTextAlignment(_:)`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedWidget {
    ModifiedWidget(self, name: "text-alignment") { widget in
      guard let label = WidgetStyle.label(widget) else { return }
      switch alignment {
      case .leading:
        label.justify = GTK_JUSTIFY_LEFT
        label.xalign = 0
      case .center:
        label.justify = GTK_JUSTIFY_CENTER
        label.xalign = 0.5
      case .trailing:
        label.justify = GTK_JUSTIFY_RIGHT
        label.xalign = 1
      }
    }
  }
}

/// The GTK calls behind the modifiers, shared with the typed wrappers.
@MainActor
enum WidgetStyle {
  static func setMargins(_ widget: UnsafeMutablePointer<GtkWidget>, _ edges: Edges, _ size: Int32) {
    if edges.contains(.top) { widget.marginTop = Int(size) }
    if edges.contains(.bottom) { widget.marginBottom = Int(size) }
    if edges.contains(.leading) { widget.marginStart = Int(size) }
    if edges.contains(.trailing) { widget.marginEnd = Int(size) }
  }

  static func align(
    _ widget: UnsafeMutablePointer<GtkWidget>, horizontally horizontal: WidgetAlignment?,
    vertically vertical: WidgetAlignment?
  ) {
    if let horizontal { widget.halign = horizontal.gtkAlign }
    if let vertical { widget.valign = vertical.gtkAlign }
  }

  /// The widget as a label, or nil when it is not one.
  static func label(_ widget: UnsafeMutablePointer<GtkWidget>) -> Gtk.Label? {
    Gtk.Label(ifInstance: widget)
  }
}

extension Widget {
  /// Adds the CSS class `name` while `applied` is true, read again whenever an observed
  /// property it uses changes (an error style on a notice that is sometimes an error). One per
  /// widget.
  public func cssClass(_ name: String, when applied: @autoclosure @escaping @MainActor () -> Bool)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "css-when-\(name)") { widget in
      ObservedBinding.bind(widget, key: .styleClass, read: applied) { applied, widget in
        if applied {
          widget.addCSSClass(name)
        } else {
          widget.removeCSSClass(name)
        }
      }
    }
  }
}
