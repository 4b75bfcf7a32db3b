import CGtk
import GtkGlue

/// A one-line text field (a GtkEntry), like SwiftUI's `TextField`, that the app keeps to read
/// and set its text, move the focus to it, and learn when it changes or is submitted.
///
/// Place it once among described widgets (`VStack { field }`); the entry keeps this wrapper
/// while it is in a window (see `WrapperLifetime`).
@MainActor
public final class TextField: Widget {
  /// The GtkEntry.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  private var changeHandlers: [@MainActor (String) -> Void] = []
  private var submitHandlers: [@MainActor () -> Void] = []
  /// The binding `init(_:text:)` was given, for a new field shown in place of this one.
  var boundText: Binding<String>?

  /// An empty field showing `placeholder` until something is typed, holding `text` at first.
  public init(_ placeholder: String, text: String = "") {
    gtkWidget = Gtk.Entry().widget
    lifetime = WrapperLifetime(sinking: gtkWidget)
    entry.placeholderText = placeholder
    Gtk.Editable(gtkWidget).text = text
    gtkWidget.connect("changed") { [weak self] in
      guard let self else { return }
      let text = self.text
      for handler in self.changeHandlers { handler(text) }
    }
    gtkWidget.connect("activate") { [weak self] in
      for handler in self?.submitHandlers ?? [] { handler() }
    }
    lifetime.bind(to: self)
  }

  private var entry: Gtk.Entry { Gtk.Entry(gtkWidget) }

  /// Shows this field in `widget`, which another `TextField` made (its parent's body ran again):
  /// that entry stays, with what is typed in it and its focus, and follows this field's binding.
  public func update(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    if widget == gtkWidget { return true }
    guard let shown = WrapperLifetime.wrapper(of: widget) as? TextField else { return false }
    if let placeholder = entry.placeholderText {
      shown.entry.placeholderText = placeholder
    }
    if let boundText {
      EntryTextBinding.bind(widget, to: boundText)
      shown.boundText = boundText
    }
    return true
  }

  /// The text in the field; setting it runs the change handlers, as typing does.
  public var text: String {
    get { Gtk.Editable(gtkWidget).text }
    set { Gtk.Editable(gtkWidget).text = newValue }
  }

  /// Whether Enter in the field presses the window's default button (a dialog's Subscribe).
  public var activatesDefault: Bool {
    get { entry.activatesDefault }
    set { entry.activatesDefault = newValue }
  }

  /// Whether the text shows as dots and input methods are told it is a password, as in a
  /// `SecureField`, for a password field the app keeps to focus and read.
  public var hidesText: Bool {
    get { !entry.visibility }
    set {
      entry.visibility = !newValue
      entry.inputPurpose = newValue ? GTK_INPUT_PURPOSE_PASSWORD : GTK_INPUT_PURPOSE_FREE_FORM
    }
  }

  /// Whether the field takes input; a disabled field also gives up the keyboard focus.
  public var isEnabled: Bool {
    get { gtkWidget.isSensitive }
    set {
      // The focus leaves first: a text made insensitive while focused gets no focus-out, and
      // its cursor's blink then warns "GtkText - did not receive a focus-out event".
      if !newValue, isFocused, let root = gtkWidget.root { root.focus = nil }
      gtkWidget.isSensitive = newValue
    }
  }

  /// Whether the field has the keyboard focus.
  public var isFocused: Bool { gtkWidget.hasFocus || hasFocusInside }

  /// The entry's text widget holds the focus, not the entry itself.
  private var hasFocusInside: Bool {
    guard let root = gtkWidget.root,
      let focused = root.focus
    else { return false }
    return focused.isAncestor(of: gtkWidget)
  }

  /// Moves the keyboard focus into the field, like SwiftUI's `FocusState`; false when it
  /// cannot take it now (disabled or not shown). GTK selects the text, so typing replaces it;
  /// with `selectingText` false the cursor goes to the end instead, so typing adds to it.
  @discardableResult
  public func focus(selectingText: Bool = true) -> Bool {
    guard selectingText else { return entry.grabFocusWithoutSelecting() }
    return gtkWidget.grabFocus()
  }

  /// Runs `handler` with the new text after every change, typed or set.
  @discardableResult
  public func onChange(_ handler: @escaping @MainActor (String) -> Void) -> TextField {
    changeHandlers.append(handler)
    return self
  }

  /// Runs `handler` when Enter is pressed in the field, like SwiftUI's `onSubmit`.
  @discardableResult
  public func onSubmit(_ handler: @escaping @MainActor () -> Void) -> TextField {
    submitHandlers.append(handler)
    return self
  }

  /// The entry, with a new floating reference for the container that takes it.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    lifetime.floatingReference().checked(as: GtkWidget.self)
  }
}
