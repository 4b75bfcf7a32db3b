import CGtk
import GtkGlue

extension Widget {
  /// Turns the widget's icon by `degrees` clockwise, like SwiftUI's `rotationEffect(_:)` on an
  /// `Image` (GTK's `-gtk-icon-transform`, so layout does not change).
  public func rotationEffect(degrees: Double) -> ModifiedWidget {
    ModifiedWidget(self, name: "rotation") { widget in IconRotation.set(degrees, on: widget) }
  }
}

/// A turned widget's angle, shown by a CSS class per whole degree (`overshoot-rotate-<degrees>`)
/// whose rule is in its display's `IconRotationRules`: a style provider per widget, the obvious
/// way, is deprecated since GTK 4.10 with no successor.
@MainActor
final class IconRotation {
  /// The angle in whole tenths of a degree, as set.
  private(set) var degrees: Double?
  /// The class the widget carries now.
  private var cssClass: String?

  /// The angle the widget's icon is turned by, if `rotationEffect` set one.
  static func degrees(of widget: UnsafeMutablePointer<GtkWidget>) -> Double? {
    let rotation: IconRotation? = WidgetData.get(from: widget, key: .appearance)
    return rotation?.degrees
  }

  /// Turns `widget`'s icon by `degrees`, kept in whole tenths and drawn in whole degrees.
  static func set(_ degrees: Double, on widget: UnsafeMutablePointer<GtkWidget>) {
    let rotation: IconRotation
    if let existing: IconRotation = WidgetData.get(from: widget, key: .appearance) {
      rotation = existing
    } else {
      rotation = IconRotation()
      WidgetData.set(rotation, on: widget, key: .appearance)
    }
    let tenths = (degrees * 10).rounded()
    guard tenths.isFinite else { return }  // no angle to show; keep the last one
    rotation.degrees = tenths / 10
    // Angles a whole turn apart look the same; a degree is finer than an icon shows.
    let turn = (Int(degrees.truncatingRemainder(dividingBy: 360).rounded()) % 360 + 360) % 360
    let cssClass = IconRotationRules.on(gtk_widget_get_display(widget)).cssClass(degrees: turn)
    guard cssClass != rotation.cssClass else { return }
    if let old = rotation.cssClass { widget.removeCSSClass(old) }
    widget.addCSSClass(cssClass)
    rotation.cssClass = cssClass
  }
}

/// One style sheet per display with a rule for each whole degree, all written the first time a
/// widget is turned: every change to a display's rules restyles every widget on it, so they are
/// loaded once rather than as angles first appear during a pull.
@MainActor
private final class IconRotationRules {
  private static let quark = g_quark_from_static_string("overshoot-icon-rotation-rules")
  private let provider: UnsafeMutablePointer<GtkCssProvider>

  private init(display: OpaquePointer) {
    provider = gtk_css_provider_new()
    let rules = (0..<360).map {
      ".overshoot-rotate-\($0) { -gtk-icon-transform: rotate(\($0)deg); }"
    }
    overshoot_css_provider_load(provider, rules.joined(separator: "\n"))
    gtk_style_context_add_provider_for_display(
      display, provider.checked(gtk_style_provider_get_type()),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }

  isolated deinit { g_object_unref(provider.gpointer) }

  /// The rules of `display`, made and added to it the first time; they go with the display.
  static func on(_ display: OpaquePointer) -> IconRotationRules {
    let object = display.checked(as: GObject.self)
    if let data = g_object_get_qdata(object, quark) {
      return Unmanaged<IconRotationRules>.fromOpaque(data).takeUnretainedValue()
    }
    let rules = IconRotationRules(display: display)
    g_object_set_qdata_full(
      object, quark, Unmanaged.passRetained(rules).toOpaque(),
      { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
      })
    return rules
  }

  /// The class turning an icon by `degrees` (0..<360).
  func cssClass(degrees: Int) -> String { "overshoot-rotate-\(degrees)" }
}
