import CGtk
import GtkGlue

/// Keeps an entry's text and a `Binding<String>` the same both ways: typing writes the
/// binding, and a new value of the binding (read from an `@Observable` model or `@State`, at
/// most once per frame) replaces the text unless it is the text already, so the cursor stays.
@MainActor
enum EntryTextBinding {
  /// Binds the text of `entry` (a GtkEditable) to `text`.
  static func bind(_ entry: UnsafeMutablePointer<GtkWidget>, to text: Binding<String>) {
    if ControlBinding.rebind(text, on: entry) { return }
    let bound = ControlBinding.attach(text, to: entry) { value, entry in
      let editable = Gtk.Editable(entry)
      guard editable.text != value else { return }
      editable.text = value
    }
    // The closure goes with the entry, so the pointer is valid whenever it runs.
    entry.connect("changed") {
      let typed = Gtk.Editable(entry).text
      if typed != bound.binding.get() { bound.binding.set(typed) }
    }
  }
}

extension TextField {
  /// A field showing `placeholder` until something is typed, holding `text` and writing every
  /// change back to it, like SwiftUI's `TextField("Name", text: $name)`.
  public convenience init(_ placeholder: String, text: Binding<String>) {
    self.init(placeholder, text: text.get())
    EntryTextBinding.bind(gtkWidget, to: text)
    boundText = text
  }
}

/// A one-line field whose text is hidden as it is typed, like SwiftUI's
/// `SecureField("Password", text: $password)`: a GtkEntry that shows dots and tells input
/// methods it holds a password, bound both ways to `text`.
public struct SecureField: Widget {
  let placeholder: String
  let text: Binding<String>

  /// A hidden-text field showing `placeholder` until something is typed, bound to `text`.
  public init(_ placeholder: String, text: Binding<String>) {
    self.placeholder = placeholder
    self.text = text
  }

  /// Makes the GtkEntry.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let entry = Gtk.Entry()
    let widget = entry.widget
    entry.visibility = false
    entry.inputPurpose = GTK_INPUT_PURPOSE_PASSWORD
    entry.placeholderText = placeholder
    overshoot_accessible_set_label(widget, placeholder)
    EntryTextBinding.bind(widget, to: text)
    return widget
  }

  /// Shows this binding and placeholder in an entry a `SecureField` made: the entry stays, with
  /// what is typed in it and its focus.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let entry = Gtk.Entry(ifInstance: widget) else { return false }
    entry.placeholderText = placeholder
    EntryTextBinding.bind(widget, to: text)
    return true
  }
}
