/// The four numbers of a GtkAdjustment along one axis, copied out so the core needs no GTK.
public struct ScrollAdjustment: Sendable, Equatable, Hashable {
  /// `gtk_adjustment_get_value`: the position of the viewport's leading edge.
  public var value: Double
  /// `gtk_adjustment_get_lower`: where the content starts; usually 0.
  public var lower: Double
  /// `gtk_adjustment_get_upper`: where the content ends.
  public var upper: Double
  /// `gtk_adjustment_get_page_size`: the viewport's extent.
  public var pageSize: Double

  /// Creates an axis from an adjustment's values.
  public init(value: Double, lower: Double = 0, upper: Double, pageSize: Double) {
    self.value = value
    self.lower = lower
    self.upper = upper
    self.pageSize = pageSize
  }

  /// Offset measured from the content's start, so 0 means the content's first pixel is at the
  /// viewport's edge whatever `lower` is.
  public var offset: Double { value - lower }
  /// The content's extent.
  public var contentLength: Double { Swift.max(0, upper - lower) }
  /// The largest offset the adjustment allows.
  public var maxOffset: Double { Swift.max(0, contentLength - pageSize) }
}
