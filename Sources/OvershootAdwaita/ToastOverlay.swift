import CAdwaita
import GtkGlue
import Overshoot

/// Shows `presenter`'s toasts over `content`, at the bottom, without moving it, like an
/// `AdwToastOverlay` (which it is): `ToastOverlay(model.toasts) { List(…) }`.
public struct ToastOverlay<Content: Widget>: Widget {
  let presenter: ToastPresenter
  let content: Content

  /// `content` with `presenter`'s toasts over it.
  public init(_ presenter: ToastPresenter, @WidgetBuilder content: () -> Content) {
    self.presenter = presenter
    self.content = content()
  }

  /// Makes the AdwToastOverlay around the content's widget.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let overlay = adw_toast_overlay_new()!
    adw_toast_overlay_set_child(OpaquePointer(overlay), content.makeGtkWidget())
    presenter.attach(to: overlay)
    return overlay
  }

  /// Shows new content in an overlay this type made, when the content can update in place.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard widget.isInstance(of: adw_toast_overlay_get_type()),
      let child = adw_toast_overlay_get_child(OpaquePointer(widget)), content.update(child)
    else { return false }
    presenter.attach(to: widget)
    return true
  }

  /// The overlay's type and its content's shape.
  public var shape: WidgetShape { WidgetShape(Self.self, children: [content.shape]) }
}
