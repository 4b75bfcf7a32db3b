import CGtk
import GtkGlue

/// A choice among a few values with its title, like SwiftUI's `Picker`: a row that starts with
/// the title and ends with the control.
///
/// ```swift
/// Picker("Sort", selection: $sort) {
///   Text("Newest").tag(Sort.newest)
///   Text("Oldest").tag(Sort.oldest)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Each choice is a widget tagged with the value it stands for (`.tag(_:)`); a
/// `ForEach(values, id: \.self) { Text($0.name).tag($0) }` gives one choice per value (its rows
/// tagged with their ids unless they carry a tag). The control shows `selection` and writes
/// the reader's choice back through it; read from an `@Observable` model, it follows the model
/// too (at most once per frame), and the choices follow an observed collection. Its accessible
/// label is the title.
public struct Picker<Value: Equatable>: Widget {
  let title: String
  let selection: Binding<Value>
  let choices: @MainActor () -> [PickerOption<Value>]
  var style: PickerStyle.Kind
  let automaticStyle: PickerStyle.Kind

  /// The choices `content` makes, each tagged with its value, showing and setting `selection`,
  /// as a menu unless `.pickerStyle(_:)` says otherwise.
  public init(
    _ title: String, selection: Binding<Value>, @WidgetBuilder content: () -> [any Widget]
  ) {
    let parts = content()
    self.title = title
    self.selection = selection
    choices = { PickerChoices.collect(from: parts, picker: title) }
    style = .menu
    automaticStyle = .menu
  }

  /// Buttons titled from `options`, showing and setting `selection` (the segmented style unless
  /// `.pickerStyle(_:)` says otherwise).
  public init(
    _ title: String, selection: Binding<Value>, options: [(title: String, value: Value)]
  ) {
    self.title = title
    self.selection = selection
    choices = { options.map { PickerOption(title: $0.title, content: nil, value: $0.value) } }
    style = .segmented
    automaticStyle = .segmented
  }

  /// This picker shown in `style`, like SwiftUI's `pickerStyle(_:)`: `.menu`, `.segmented`,
  /// `.inline` or `.radioGroup`.
  public func pickerStyle(_ style: PickerStyle) -> Picker {
    var styled = self
    styled.style = style.kind == .automatic ? automaticStyle : style.kind
    return styled
  }

  /// Makes the row with its title and the control of its style, made again when an observed
  /// collection or title the choices use changes.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let holder = Gtk.Box(orientation: GTK_ORIENTATION_HORIZONTAL, spacing: 0).widget
    let (title, selection, style) = (self.title, self.selection, self.style)
    ObservedBinding.bind(holder, key: .items, read: choices) { options, holder in
      if let old = holder.firstChild {
        Gtk.Box(holder).remove(old)
      }
      let control: UnsafeMutablePointer<GtkWidget>
      switch style {
      case .segmented: control = PickerSegments.make(options, selection: selection)
      case .radioGroup: control = PickerRadioGroup.make(options, selection: selection)
      case .menu, .automatic: control = PickerMenu.make(options, selection: selection)
      }
      overshoot_accessible_set_label(control, title)
      Gtk.Box(holder).append(control)
    }
    return LabeledControlRow.make(title, control: holder)
  }
}
