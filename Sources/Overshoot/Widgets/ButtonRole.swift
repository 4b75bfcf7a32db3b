import CGtk
import GtkGlue

/// What a button does, like SwiftUI's `ButtonRole`: a destructive button is drawn red
/// (`destructive-action`), and in an alert or a confirmation dialog the cancel button is the one
/// Escape presses.
public enum ButtonRole: Sendable, Hashable {
  /// It deletes or loses something.
  case destructive
  /// It leaves things as they are.
  case cancel

  /// Adds or removes the style class of `role` on `button`.
  @MainActor
  static func style(_ button: UnsafeMutablePointer<GtkWidget>, for role: ButtonRole?) {
    // Only a change is made: GTK 4.8 notifies `css-classes` even when the class removed was
    // not there, and a body that runs again styles its buttons again.
    let isDestructive = button.hasCSSClass("destructive-action")
    if role == .destructive, !isDestructive {
      button.addCSSClass("destructive-action")
    } else if role != .destructive, isDestructive {
      button.removeCSSClass("destructive-action")
    }
  }
}

extension Button {
  /// A button titled `title` with a role, like SwiftUI's `Button("Delete", role: .destructive)
  /// { … }`: a destructive button is drawn red; in `.alert` and `.confirmationDialog` the
  /// `.cancel` button is the one Escape presses.
  public init(
    _ title: @autoclosure @escaping @MainActor () -> String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(title(), action: action)
    self.role = role
  }

  /// A button showing the icon `systemImage` with a role, like SwiftUI's
  /// `Button("Delete", systemImage: "trash", role: .destructive) { … }`.
  public init(
    _ title: String, systemImage: @autoclosure @escaping @MainActor () -> String,
    role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(title, systemImage: systemImage(), action: action)
    self.role = role
  }

  /// A button whose content is `label`, with a role, like SwiftUI's
  /// `Button(role: .destructive) { … } label: { Label("Delete", systemImage: "trash") }`.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void,
    @WidgetBuilder label: () -> [any Widget]
  ) {
    self.init(action: action, label: label)
    self.role = role
  }
}
