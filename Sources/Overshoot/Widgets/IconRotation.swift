import CGtk
import GtkGlue

extension Widget {
  /// Turns the widget's icon by `degrees` clockwise, like SwiftUI's `rotationEffect(_:)` on an
  /// `Image` (GTK's `-gtk-icon-transform`, so layout does not change).
  public func rotationEffect(degrees: Double) -> ModifiedWidget {
    ModifiedWidget(self, name: "rotation") { widget in IconRotation.set(degrees, on: widget) }
  }
}

/// One CSS provider per turned widget, holding its angle.
@MainActor
final class IconRotation {
  private let provider: UnsafeMutablePointer<GtkCssProvider>
  private(set) var degrees: Double?

  private init(widget: UnsafeMutablePointer<GtkWidget>) {
    provider = gtk_css_provider_new()
    gtk_style_context_add_provider(
      gtk_widget_get_style_context(widget), provider.checked(gtk_style_provider_get_type()),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }

  isolated deinit { g_object_unref(provider.gpointer) }

  /// The angle the widget's icon is turned by, if `rotationEffect` set one.
  static func degrees(of widget: UnsafeMutablePointer<GtkWidget>) -> Double? {
    let rotation: IconRotation? = WidgetData.get(from: widget, key: .appearance)
    return rotation?.degrees
  }

  static func set(_ degrees: Double, on widget: UnsafeMutablePointer<GtkWidget>) {
    let rotation: IconRotation
    if let existing: IconRotation = WidgetData.get(from: widget, key: .appearance) {
      rotation = existing
    } else {
      rotation = IconRotation(widget: widget)
      WidgetData.set(rotation, on: widget, key: .appearance)
    }
    // Whole tenths of a degree: finer steps change nothing on screen and cost a CSS parse.
    let rounded = (degrees * 10).rounded() / 10
    guard rounded != rotation.degrees else { return }
    rotation.degrees = rounded
    gtk_css_provider_load_from_data(
      rotation.provider, "* { -gtk-icon-transform: rotate(\(rounded)deg); }", -1)
  }
}
