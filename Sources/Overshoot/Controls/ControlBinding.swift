import CGtk
import GtkGlue

/// The binding a control shows and writes, kept on the control's widget so that a new value of
/// the control (its parent's body ran again) can hand it a new binding: the control's signal
/// handlers, connected once, always write through the latest one, and the control shows the
/// latest one's value (following it as `ObservedBinding` does).
@MainActor
final class ControlBinding<Value> {
  private(set) var binding: Binding<Value>
  private let show: @MainActor (Value, UnsafeMutablePointer<GtkWidget>) -> Void

  private init(
    _ binding: Binding<Value>,
    show: @escaping @MainActor (Value, UnsafeMutablePointer<GtkWidget>) -> Void
  ) {
    self.binding = binding
    self.show = show
  }

  /// Binds `control` to `binding`: `show` puts each value on screen; the returned holder's
  /// `binding` is what the control's handlers write to.
  static func attach(
    _ binding: Binding<Value>, to control: UnsafeMutablePointer<GtkWidget>,
    show: @escaping @MainActor (Value, UnsafeMutablePointer<GtkWidget>) -> Void
  ) -> ControlBinding {
    let holder = ControlBinding(binding, show: show)
    WidgetData.set(holder, on: control, key: .controlBinding)
    holder.follow(on: control)
    return holder
  }

  /// Gives `control` (made by `attach` with the same type of value) `binding` from now on and
  /// shows its value; false when `control` was not made so.
  static func rebind(_ binding: Binding<Value>, on control: UnsafeMutablePointer<GtkWidget>) -> Bool
  {
    guard let holder: ControlBinding = WidgetData.get(from: control, key: .controlBinding) else {
      return false
    }
    holder.binding = binding
    holder.follow(on: control)
    return true
  }

  private func follow(on control: UnsafeMutablePointer<GtkWidget>) {
    ObservedBinding.bind(
      control, key: .controlValue, read: { [binding] in binding.get() }, apply: show)
  }
}

extension LabeledControlRow {
  /// The control of a row `make` made (the row's last child, or the control itself when it had
  /// no title), with its caption set to `title`; nil when `row` is not such a row for `title`.
  static func control(in row: UnsafeMutablePointer<GtkWidget>, title: String)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    if title.isEmpty { return row }
    guard Gtk.Box(ifInstance: row) != nil, let caption = row.firstChild,
      let label = Gtk.Label(ifInstance: caption), let control = row.lastChild,
      control != caption
    else { return nil }
    if label.text != title { label.text = title }
    overshoot_accessible_set_label(control, title)
    return control
  }
}
