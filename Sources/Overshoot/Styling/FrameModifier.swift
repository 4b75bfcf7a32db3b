import CGtk
import Foundation
import GtkGlue

extension Widget {
  /// A frame of `width` × `height` points (nil leaves that side to the content) with the
  /// content placed by `alignment`, like SwiftUI's `frame(width:height:alignment:)`, for
  /// lengths that are not whole (`12.5`) or come as `CGFloat`/`Double`. GTK makes the widget at
  /// least that size (a size request); a widget given more space than it asks may still grow.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> ModifiedWidget {
    frame(
      minWidth: width, maxWidth: width, minHeight: height, maxHeight: height, alignment: alignment)
  }

  /// A flexible frame, like SwiftUI's
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`:
  /// `.frame(maxWidth: .infinity, alignment: .leading)` lets the widget take the whole width
  /// with its content at the leading edge.
  ///
  /// In GTK terms: a minimum is a size request; a maximum of `.infinity` expands the widget on
  /// that axis (`hexpand`/`vexpand`) and fills it; the alignment places a `Text`'s lines
  /// (`xalign`/`yalign`) and any other widget in its space (`halign`/`valign`) on each axis the
  /// frame sets. GTK has no maximum size nor ideal one: a finite maximum keeps the widget from
  /// expanding, and the ideal sizes are ignored.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> ModifiedWidget {
    let width = FrameAxis(minimum: minWidth, maximum: maxWidth)
    let height = FrameAxis(minimum: minHeight, maximum: maxHeight)
    return ModifiedWidget(self, name: "flexible-frame") { widget in
      widget.setSizeRequest(width: Int(width.request), height: Int(height.request))
      if width.isSet {
        widget.hexpand = width.expands
        place(widget, alignment.horizontal.widgetAlignment, fills: width.expands) {
          $0.halign = $1
        }
      }
      if height.isSet {
        widget.vexpand = height.expands
        place(widget, alignment.vertical.widgetAlignment, fills: height.expands) {
          $0.valign = $1
        }
      }
      if let label = WidgetStyle.label(widget) {
        if width.isSet { label.xalign = alignment.horizontal.fraction }
        if height.isSet { label.yalign = alignment.vertical.fraction }
      }
    }
  }
}

/// Places `widget` on one axis: a label or an expanding centred widget fills its space (the
/// label places its text itself); anything else sits where `alignment` says.
@MainActor
private func place(
  _ widget: UnsafeMutablePointer<GtkWidget>, _ alignment: WidgetAlignment, fills: Bool,
  set: (UnsafeMutablePointer<GtkWidget>, GtkAlign) -> Void
) {
  let isLabel = WidgetStyle.label(widget) != nil
  if fills && (isLabel || alignment == .center) {
    set(widget, GTK_ALIGN_FILL)
  } else if !isLabel {
    set(widget, alignment.gtkAlign)
  }
}

/// What a frame asks on one axis.
struct FrameAxis {
  /// The size request, -1 for none.
  let request: Int32
  /// Whether the widget takes all the space it is given.
  let expands: Bool
  /// Whether the frame says anything about this axis.
  let isSet: Bool

  init(minimum: CGFloat?, maximum: CGFloat?) {
    let minimum = minimum.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    request = minimum.map { Int32(min($0.rounded(.up), CGFloat(Int32.max))) } ?? -1
    expands = maximum == .infinity
    isSet = minimum != nil || maximum != nil
  }
}
