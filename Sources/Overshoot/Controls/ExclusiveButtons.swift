import CGtk
import GtkGlue

/// Buttons of one group standing for a picker's values (radio buttons, segments): the one the
/// user turns on sets the selection, and a selection changed elsewhere turns its button on.
@MainActor
struct ExclusiveButtons<Value: Equatable> {
  /// Whether a button of this kind is on.
  let isActive: (UnsafeMutablePointer<GtkWidget>) -> Bool
  /// Turns a button of this kind on (the group turns the others off).
  let activate: (UnsafeMutablePointer<GtkWidget>) -> Void

  /// Wires `buttons`, held in `container`, to `selection`.
  func bind(
    _ buttons: [(widget: UnsafeMutablePointer<GtkWidget>, value: Value)],
    in container: UnsafeMutablePointer<GtkWidget>, to selection: Binding<Value>
  ) {
    let isActive = self.isActive
    let activate = self.activate
    for (widget, value) in buttons {
      // `toggled` fires for the button turning off too; only the one turning on counts.
      widget.connect("toggled") {
        guard isActive(widget), selection.get() != value else { return }
        selection.set(value)
      }
    }
    ObservedBinding.bind(container, key: .controlValue, read: selection.get) { value, _ in
      guard let match = buttons.first(where: { $0.value == value }), !isActive(match.widget)
      else { return }
      activate(match.widget)
    }
  }
}
