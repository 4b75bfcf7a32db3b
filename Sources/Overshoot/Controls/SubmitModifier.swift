import CGtk
import GtkGlue

extension Widget {
  /// Runs `action` when Enter is pressed in a text field of this widget (itself, or any
  /// `TextField`, `SecureField` or search field inside it when it is made), like SwiftUI's
  /// `onSubmit(_:)`. Fields added later (a `ForEach` that grows) are not watched.
  public func onSubmit(_ action: @escaping @MainActor () -> Void) -> ModifiedWidget {
    ModifiedWidget(self, name: "on-submit") { widget in
      if let handlers: SubmitHandlers = WidgetData.get(from: widget, key: .submit) {
        handlers.action = action
        return
      }
      let handlers = SubmitHandlers(action)
      WidgetData.set(handlers, on: widget, key: .submit)
      let fields = SubmitHandlers.fields(under: widget)
      if fields.isEmpty {
        Diagnostics.warn(".onSubmit is on a widget with no text field in it: it never runs")
      }
      for field in fields {
        // The widget's data owns the handlers; the field's closure holds them weakly.
        field.connect("activate") { [weak handlers] in handlers?.action() }
      }
    }
  }
}

/// The action of one `.onSubmit`, replaced when the widget is updated.
@MainActor
final class SubmitHandlers {
  var action: @MainActor () -> Void

  init(_ action: @escaping @MainActor () -> Void) {
    self.action = action
  }

  /// The fields that emit `activate` on Enter: `root` and the widgets under it.
  static func fields(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
    GtkWidget
  >] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var pending = [root]
    while let widget = pending.popLast() {
      if Gtk.Entry(ifInstance: widget) != nil || Gtk.SearchEntry(ifInstance: widget) != nil
        || Gtk.PasswordEntry(ifInstance: widget) != nil
      {
        found.append(widget)
        continue
      }
      pending.append(contentsOf: WidgetChildren.of(widget).reversed())
    }
    return found
  }
}
