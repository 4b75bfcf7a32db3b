import CGtk
import GtkGlue

/// Swift values attached to a GTK widget (GObject qdata), released when replaced or when the
/// widget is finalized: where a described widget keeps its action, binding or wrapper.
@MainActor
enum WidgetData {
  /// What a value is for; one value per key per widget.
  enum Key: String, CaseIterable {
    case action, text, items, appearance, flashTrigger, styleClass, contextMenu
    /// Observed `.disabled(_:)` and `.hidden(_:)`.
    case enabled, shown
    /// Observed `.help(_:)` and `.accessibilityLabel(_:)`.
    case help, accessibilityLabel
    /// A control's shown value (`Toggle`, `Picker`, `Stepper`) and a `Color`'s paint.
    case controlValue, drawing
    /// `.onAppear`, `.onDisappear`, `.task` and `.onTapGesture` handlers.
    case lifecycle
    /// Scrolling: the id `.id(_:)` names a widget with, an observed `scrollPosition` binding,
    /// and a `onScrollVisibilityChange` watch.
    case scrollID, scrollPosition, scrollVisibility
    /// A page's `.navigationTitle`, `.toolbar` and `.searchable`, and the navigation host
    /// (stack, split view or page) a widget is.
    case pageChrome, navigationHost
    /// A window that keeps its own title whatever navigation page shows.
    case keepsWindowTitle
    /// `.sheet`, `.alert` and `.confirmationDialog`: their bindings and their windows.
    case sheet, alert, confirmation, sheetWindow, alertWindow, confirmationWindow
    /// `.onSubmit` handlers and the `.foregroundStyle` class shown.
    case submit, foreground
    /// `.contextMenu { … }` and `.swipeActions { … }` lines.
    case menuItems
    /// The rows and the highlighted row a `NavigationSidebar` follows (`rows(_:selected:)`).
    case sidebarRows, sidebarHighlight
    /// What a widget of another module shows through `ObservedContent` (one read per widget).
    case observedContent
    /// Whether a `.revealed(_:)` strip is slid in.
    case revealed
    /// What a `List` or `ForEach` made keeps for the values that update it.
    case collection
    /// The places a reconciled box shows, the body hosts of the composite widgets a widget was
    /// made for, and the content widget a wrapping modifier placed inside its own.
    case mountedChildren, bodyHosts, wrappedContent
    /// The binding a control writes through (`ControlBinding`).
    case controlBinding
    /// An observed icon name (`Image`, `Button(_:systemImage:)`) and `.onChange`'s last value.
    case icon, onChange
    /// The cross-axis place a stack's `alignment` gave a child (`VStack(alignment:)`), and, on
    /// the stack, the alignment it last gave its children.
    case stackAlignment, stackChildAlignment
    /// The GLib quark naming this key (looked up once: rows ask on every bind).
    var quark: GQuark { Self.quarks[self] ?? 0 }
    private static let quarks: [Key: GQuark] = Dictionary(
      uniqueKeysWithValues: allCases.map {
        ($0, g_quark_from_string("overshoot-widget-\($0.rawValue)"))
      })
  }

  /// Attaches `value` to `widget` under `key`, releasing the value there before.
  static func set<Value>(_ value: Value, on widget: some GPointerConvertible, key: Key) {
    let box = ClosureBox(value, counted: .attached).retainedPointer()
    g_object_set_qdata_full(
      widget.gpointer.checked(as: GObject.self), key.quark, box,
      { data in ClosureBox<Any>.releaseAny(data) })
  }

  /// The value attached under `key`, if it has type `Value`.
  static func get<Value>(from widget: some GPointerConvertible, key: Key) -> Value? {
    guard let data = g_object_get_qdata(widget.gpointer.checked(as: GObject.self), key.quark) else {
      return nil
    }
    return ClosureBox<Value>.carried(by: data)
  }
}
