import CGtk

/// Where content sits in a frame larger than it, like SwiftUI's `Alignment`: `.leading`,
/// `.topTrailing`, `.center`…
public struct Alignment: Sendable, Hashable {
  /// Along the width.
  public var horizontal: HorizontalAlignment
  /// Along the height.
  public var vertical: VerticalAlignment

  /// An alignment on each axis.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// In the middle.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// At the leading edge, centred vertically.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// At the trailing edge, centred vertically.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// At the top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// At the bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// In the top leading corner.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// In the top trailing corner.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// In the bottom leading corner.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// In the bottom trailing corner.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Where content sits along the width, like SwiftUI's `HorizontalAlignment`.
public enum HorizontalAlignment: Sendable, Hashable {
  /// At the leading edge (left in left-to-right text).
  case leading
  /// In the middle.
  case center
  /// At the trailing edge.
  case trailing

  /// The label's `xalign` for text placed so.
  var fraction: Float {
    switch self {
    case .leading: 0
    case .center: 0.5
    case .trailing: 1
    }
  }

  /// The widget alignment placing a widget so.
  var widgetAlignment: WidgetAlignment {
    switch self {
    case .leading: .start
    case .center: .center
    case .trailing: .end
    }
  }
}

/// Where content sits along the height, like SwiftUI's `VerticalAlignment`.
public enum VerticalAlignment: Sendable, Hashable {
  /// At the top.
  case top
  /// In the middle.
  case center
  /// At the bottom.
  case bottom
  /// Text on one baseline: in an `HStack`, children whose first lines of text share a
  /// baseline (GTK's baseline alignment); elsewhere, at the top.
  case firstTextBaseline

  /// The label's `yalign` for text placed so.
  var fraction: Float {
    switch self {
    case .top, .firstTextBaseline: 0
    case .center: 0.5
    case .bottom: 1
    }
  }

  /// The widget alignment placing a widget so.
  var widgetAlignment: WidgetAlignment {
    switch self {
    case .top, .firstTextBaseline: .start
    case .center: .center
    case .bottom: .end
    }
  }

  /// A row's child placed so (`GTK_ALIGN_BASELINE`, value 4 on every GTK: 4.12 renamed it
  /// `GTK_ALIGN_BASELINE_FILL` and deprecated the old name).
  var rowAlignment: GtkAlign {
    self == .firstTextBaseline ? GtkAlign(rawValue: 4) : widgetAlignment.gtkAlign
  }
}
