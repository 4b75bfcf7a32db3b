import CGtk
import GtkGlue

/// A push button with a title and an action, like SwiftUI's `Button("Add") { … }`; with an icon,
/// `Button("Star", systemImage: "star") { … }`; or with any content as its label,
/// `Button { … } label: { Label("Add", systemImage: "plus") }`.
public struct Button: Widget {
  /// The title: shown, or the accessible name and tooltip of an icon button, or read from the
  /// label (a menu line built from this button shows it).
  let title: @MainActor () -> String
  let iconName: (@MainActor () -> String)?
  let label: [any Widget]?
  let action: @MainActor () -> Void
  /// What the button does (`.destructive`, `.cancel`), set by `init(_:role:action:)`.
  var role: ButtonRole? = nil

  /// A button titled `title` that runs `action` when clicked.
  public init(
    _ title: @autoclosure @escaping @MainActor () -> String,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    iconName = nil
    label = nil
    self.action = action
  }

  /// A button showing the icon `systemImage` (an SF Symbols name such as `star.fill`, or a
  /// freedesktop icon name such as `list-add-symbolic`) with `title` as its accessible name and
  /// tooltip, like SwiftUI's `Button(_:systemImage:action:)`. The icon name is read again
  /// whenever an observed property it uses changes:
  /// `Button("Star", systemImage: item.isStarred ? "star.fill" : "star")` follows the item.
  public init(
    _ title: String, systemImage: @autoclosure @escaping @MainActor () -> String,
    action: @escaping @MainActor () -> Void
  ) {
    self.title = { title }
    iconName = systemImage
    label = nil
    self.action = action
  }

  /// A button whose content is `label` (any widgets: a `Label`, an `HStack` of an image and
  /// text), like SwiftUI's `Button(action:label:)`.
  public init(
    action: @escaping @MainActor () -> Void, @WidgetBuilder label: () -> [any Widget]
  ) {
    let content = label()
    title = { ButtonLabel.title(of: content) }
    iconName = nil
    self.label = content
    self.action = action
  }

  /// Makes the GtkButton.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let button = Gtk.Button().widget
    // The closure goes with the button, so the pointer is valid whenever it runs.
    button.connect("clicked") {
      let action: (@MainActor () -> Void)? = WidgetData.get(from: button, key: .action)
      action?()
    }
    _ = update(button)
    return button
  }

  /// Shows this title, icon or label and runs this action from now on.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    WidgetData.set(action, on: widget, key: .action)
    ButtonRole.style(widget, for: role)
    if let label {
      ButtonLabel.update(widget.checked(as: GtkButton.self), with: label)
      // Named for screen readers even when the label shows an icon alone.
      let name = title()
      if !name.isEmpty { overshoot_accessible_set_label(widget, name) }
    } else if let iconName {
      ObservedBinding.bind(widget, key: .icon, read: iconName) { name, widget in
        // The same icon is not set again (GTK would replace the button's image).
        let button = Gtk.Button(widget)
        let icon = SymbolNames.resolve(name)
        guard button.iconName != icon else { return }
        button.setIconName(icon)
      }
      Tooltip.set(title(), on: widget)
      overshoot_accessible_set_label(widget, title())
    } else {
      ObservedBinding.bind(widget, key: .text, read: title) { title, button in
        Gtk.Button(button).setLabel(title)
      }
    }
    return true
  }

  /// The shape: a titled, an icon and a labelled button are different widgets inside.
  public var shape: WidgetShape {
    if let label { return WidgetShape(Button.self, tag: "label", children: label.map(\.shape)) }
    return WidgetShape(Button.self, tag: iconName == nil ? "title" : "icon")
  }
}
