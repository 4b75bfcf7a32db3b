import CGtk
import GtkGlue

/// A push button with a title and an action, like SwiftUI's `Button("Add") { … }`.
public struct Button: Widget {
  let title: @MainActor () -> String
  let iconName: String?
  let action: @MainActor () -> Void
  /// What the button does (`.destructive`, `.cancel`), set by `init(_:role:action:)`.
  var role: ButtonRole? = nil

  /// A button titled `title` that runs `action` when clicked.
  public init(
    _ title: @autoclosure @escaping @MainActor () -> String,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.iconName = nil
    self.action = action
  }

  /// A button showing the icon `systemImage` (a freedesktop icon name such as `list-add-symbolic`)
  /// with `title` as its accessible name and tooltip, like SwiftUI's `Button(_:systemImage:)`.
  public init(
    _ title: String, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.title = { title }
    self.iconName = systemImage
    self.action = action
  }

  /// Makes the GtkButton.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let button = gtk_button_new()!
    // The closure goes with the button, so the pointer is valid whenever it runs.
    button.connect("clicked") {
      let action: (@MainActor () -> Void)? = WidgetData.get(from: button, key: .action)
      action?()
    }
    _ = update(button)
    return button
  }

  /// Shows this title and runs this action from now on.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    WidgetData.set(action, on: widget, key: .action)
    ButtonRole.style(widget, for: role)
    if let iconName {
      gtk_button_set_icon_name(widget.checked(as: GtkButton.self), iconName)
      Tooltip.set(title(), on: widget)
      overshoot_accessible_set_label(widget, title())
    } else {
      ObservedBinding.bind(widget, key: .text, read: title) { title, button in
        gtk_button_set_label(button.checked(as: GtkButton.self), title)
      }
    }
    return true
  }

  /// The shape: a titled and an icon button are different widgets inside.
  public var shape: WidgetShape {
    WidgetShape(Button.self, tag: iconName == nil ? "title" : "icon")
  }
}
