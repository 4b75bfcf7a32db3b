import CGtk
import GtkGlue
import ScrollCore

// What the Playground needs from wrapper families other developers own (bindings, layout and
// text modifiers, stacks, style sheets), in their minimal form: the lead folds each into its
// family's version when merging.

// MARK: Binding

/// Read and write access to a value kept elsewhere, like SwiftUI's `Binding`: how a control
/// shows a model's property and writes the user's changes back to it.
@MainActor
public struct Binding<Value> {
  /// Reads the value now.
  public let get: @MainActor () -> Value
  /// Writes a new value.
  public let set: @MainActor (Value) -> Void

  /// A binding through two closures, for values that are not a property (a widget's setting).
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The property `keyPath` of `object`: `Binding(model, \.showsSeparators)`, SwiftUI's
  /// `$model.showsSeparators`.
  public init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    get = { object[keyPath: keyPath] }
    set = { object[keyPath: keyPath] = $0 }
  }

  /// The value, read and written through the binding.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

// MARK: Layout modifiers

/// Space on each side of a widget, like SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Sendable, Hashable {
  /// Above.
  public var top: Int
  /// Before, in reading order.
  public var leading: Int
  /// Below.
  public var bottom: Int
  /// After, in reading order.
  public var trailing: Int

  /// Insets of these sizes, in points.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// Where a line too long for its width is shortened with an ellipsis, like SwiftUI's
/// `Text.TruncationMode`.
public enum TruncationMode: Sendable {
  /// "…end of the line".
  case head
  /// "Start … end".
  case middle
  /// "Start of the line…".
  case tail
}

extension Widget {
  /// Different space on each side, like SwiftUI's `padding(_ insets: EdgeInsets)`.
  public func padding(_ insets: EdgeInsets) -> ModifiedWidget {
    ModifiedWidget(self, name: "padding-insets") { widget in
      gtk_widget_set_margin_top(widget, Int32(insets.top))
      gtk_widget_set_margin_bottom(widget, Int32(insets.bottom))
      gtk_widget_set_margin_start(widget, Int32(insets.leading))
      gtk_widget_set_margin_end(widget, Int32(insets.trailing))
    }
  }

  /// The smallest size the widget takes, in points (nil leaves that side to the content), like
  /// SwiftUI's `frame(width:height:)`: a GTK size request.
  public func frame(width: Int? = nil, height: Int? = nil) -> ModifiedWidget {
    ModifiedWidget(self, name: "frame") { widget in
      gtk_widget_set_size_request(widget, Int32(width ?? -1), Int32(height ?? -1))
    }
  }

  /// Places the widget at the top of its space instead of stretching it down.
  public func topAligned() -> ModifiedWidget {
    ModifiedWidget(self, name: "top") { widget in gtk_widget_set_valign(widget, GTK_ALIGN_START) }
  }

  /// Keeps a `Text` on one line, shortened with an ellipsis where it does not fit, like
  /// SwiftUI's `truncationMode(_:)` on a one-line text: a long status line then never widens
  /// its window.
  public func truncationMode(_ mode: TruncationMode) -> ModifiedWidget {
    ModifiedWidget(self, name: "truncation") { widget in
      guard widget.isInstance(of: gtk_label_get_type()) else { return }
      let label = OpaquePointer(widget)
      gtk_label_set_wrap(label, 0)
      let ellipsis: PangoEllipsizeMode =
        switch mode {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
      gtk_label_set_ellipsize(label, ellipsis)
    }
  }

  /// Wraps a `Text` into lines of at most about `characters` characters when it has room, and
  /// narrower when it has not, breaking inside words only when one is longer than a line.
  /// Without it a wrapping label asks for its whole text on one line, widening side columns.
  public func wrapping(maxCharactersPerLine characters: Int) -> ModifiedWidget {
    ModifiedWidget(self, name: "wrapping") { widget in
      guard widget.isInstance(of: gtk_label_get_type()) else { return }
      let label = OpaquePointer(widget)
      gtk_label_set_wrap(label, 1)
      gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
      gtk_label_set_max_width_chars(label, Int32(characters))
    }
  }

  /// Gives every child of an `HStack` or `VStack` the same size along it.
  public func equalSizedChildren() -> ModifiedWidget {
    ModifiedWidget(self, name: "equal-children") { widget in
      guard widget.isInstance(of: gtk_box_get_type()) else { return }
      gtk_box_set_homogeneous(widget.checked(as: GtkBox.self), 1)
    }
  }

  /// Draws a thin frame around the widget, like SwiftUI's `border(_:)` (a GtkFrame, styled by
  /// the theme).
  public func border() -> ModifiedWidget {
    ModifiedWidget.wrapping(self, name: "border") { content in
      let frame = gtk_frame_new(nil)!
      gtk_frame_set_child(frame.checked(as: GtkFrame.self), content)
      return frame
    }
  }
}

/// A thin line between neighbours, like SwiftUI's `Divider` (a GtkSeparator).
public struct Divider: Widget {
  let vertical: Bool

  /// A horizontal line (in a column), or a vertical one (`vertical: true`, in a row).
  public init(vertical: Bool = false) { self.vertical = vertical }

  /// Makes the GtkSeparator.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
  }
}

// MARK: Pages

/// Pages of which one shows at a time, picked from a sidebar that lists their titles, like
/// SwiftUI's `TabView` in the sidebar style: a GtkStack with a GtkStackSidebar, crossfading.
///
/// Pages that are not shown are hidden from assistive technology too. The view lives as long as
/// its stack widget (see `WrapperLifetime`).
@MainActor
public final class TabView: Widget {
  private let stack: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime

  /// An empty view; add pages with `addTab`.
  public init() {
    stack = gtk_stack_new()
    lifetime = WrapperLifetime(sinking: stack)
    gtk_stack_set_transition_type(
      stack.checked(gtk_stack_get_type()), GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    gtk_widget_set_hexpand(stack, 1)
    gtk_widget_set_vexpand(stack, 1)
    StackPageAccessibility.hideInactivePages(of: stack)
    lifetime.bind(to: self)
  }

  /// Adds `content` as the page `name` (stable, for `selection`), listed as `title`.
  public func addTab(_ name: String, title: String, content: any Widget) {
    gtk_stack_add_titled(stack.checked(gtk_stack_get_type()), content.makeGtkWidget(), name, title)
  }

  /// Whether a page is named `name`.
  public func hasTab(_ name: String) -> Bool {
    gtk_stack_get_child_by_name(stack.checked(gtk_stack_get_type()), name) != nil
  }

  /// The name of the page shown; setting a name no page has changes nothing.
  public var selection: String? {
    get {
      gtk_stack_get_visible_child_name(stack.checked(gtk_stack_get_type())).map {
        String(cString: $0)
      }
    }
    set {
      guard let newValue, hasTab(newValue) else { return }
      gtk_stack_set_visible_child_name(stack.checked(gtk_stack_get_type()), newValue)
    }
  }

  /// The sidebar listing the pages' titles; clicking one shows it.
  public func sidebar() -> any Widget {
    let sidebar = gtk_stack_sidebar_new()!
    gtk_stack_sidebar_set_stack(OpaquePointer(sidebar), OpaquePointer(stack))
    return EmbeddedWidget(sidebar)
  }

  /// The GtkStack, with a floating reference for the container that takes it, which then keeps
  /// this view alive.
  public func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    lifetime.floatingReference().checked(as: GtkWidget.self)
  }

  /// Each tab view is its own widget; none is updated in place.
  public var shape: WidgetShape { WidgetShape(TabView.self, tag: "\(ObjectIdentifier(self))") }
}

// MARK: Style sheets

/// CSS rules for the whole application, for styles the modifiers do not cover.
@MainActor
public enum StyleSheet {
  /// Adds `css` to every widget on the default display, above the theme; false when there is no
  /// display yet (call it after GTK has started).
  @discardableResult
  public static func add(_ css: String) -> Bool {
    guard let display = gdk_display_get_default() else { return false }
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, provider.checked(gtk_style_provider_get_type()),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    // The display keeps the provider.
    g_object_unref(provider.gpointer)
    return true
  }
}

// MARK: Scroll view settings

extension ScrollView {
  /// Whether the scroll bars are thin indicators drawn over the content, shown while scrolling
  /// (GTK's default), rather than bars always beside it. Flashing needs it on.
  public var overlayScrolling: Bool {
    get {
      gtk_scrolled_window_get_overlay_scrolling(
        scrolledWindow.checked(gtk_scrolled_window_get_type())) != 0
    }
    set {
      gtk_scrolled_window_set_overlay_scrolling(
        scrolledWindow.checked(gtk_scrolled_window_get_type()), newValue ? 1 : 0)
    }
  }
}

extension ScrollView {
  /// Scrolls `child` along `axes` only, filling the space it is given; a widget that scrolls
  /// itself (a `RecycledListView`'s list view) goes in directly, so it stays lazy.
  public convenience init(_ axes: ScrollAxes, child: UnsafeMutablePointer<GtkWidget>) {
    self.init(child: child)
    gtk_scrolled_window_set_policy(
      scrolledWindow.checked(gtk_scrolled_window_get_type()),
      axes.contains(.horizontal) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
      axes.contains(.vertical) ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
    gtk_widget_set_hexpand(scrolledWindow, 1)
    gtk_widget_set_vexpand(scrolledWindow, 1)
  }
}
