import CGtk

extension Widget {
  /// Shows `content` in a modal window over this widget's window while `isPresented` is true,
  /// like SwiftUI's `sheet(isPresented:onDismiss:content:)`.
  ///
  /// Escape, the window's close button or `dismiss()` (from `@Environment(\.dismiss)` in the
  /// content) close it and set `isPresented` to false; setting it to false closes it. `onDismiss`
  /// runs each time it closes. The content is made when the sheet appears. One `.sheet` per
  /// widget: put a second one on another widget.
  ///
  /// The content's `.navigationTitle` and `.toolbar` make the sheet's header bar:
  /// `ToolbarItem(placement: .cancellationAction)` at its start,
  /// `ToolbarItem(placement: .confirmationAction)` at its end as the suggested button that Enter
  /// presses (from a `TextField` with `activatesDefault`), insensitive while its `.disabled`
  /// holds. `.frame(width:)` on the content's root sets the sheet's width.
  ///
  /// ```swift
  /// struct Notes: Widget {
  ///   @State private var isEditing = false
  ///   var body: some Widget {
  ///     Button("Edit") { isEditing = true }
  ///       .sheet(isPresented: $isEditing) { EditSheet() }
  ///   }
  /// }
  /// ```
  public func sheet(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @WidgetBuilder content: @escaping @MainActor () -> [any Widget]
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "sheet") { widget in
      let environment = EnvironmentValues.current
      ObservedBinding.bind(widget, key: .sheet, read: isPresented.get) { presented, widget in
        PresentationHost.on(widget, key: .sheetWindow).show(
          presented ? AnyHashable(true) : nil,
          onDismiss: {
            if isPresented.get() { isPresented.set(false) }
          },
          make: { parent in
            SheetWindow.make(
              over: parent, environment: environment, onDismiss: onDismiss, content: content)
          }
        )
      }
    }
  }

  /// Shows `content(item)` in a modal window over this widget's window while `item` is not
  /// nil, like SwiftUI's `sheet(item:onDismiss:content:)`; another item (another `id`) closes
  /// the sheet and shows one for it. Closing it sets `item` to nil.
  ///
  /// ```swift
  /// @State private var editing: Note?
  /// // …
  /// List(notes) { note in Button(note.title) { editing = note } }
  ///   .sheet(item: $editing) { note in Text(note.title) }
  /// ```
  public func sheet<Item: Identifiable>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @WidgetBuilder content: @escaping @MainActor (Item) -> [any Widget]
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "sheet-item") { widget in
      let environment = EnvironmentValues.current
      ObservedBinding.bind(widget, key: .sheet, read: item.get) { current, widget in
        PresentationHost.on(widget, key: .sheetWindow).show(
          current.map { AnyHashable($0.id) },
          onDismiss: {
            if item.get() != nil { item.set(nil) }
          },
          make: { parent in
            SheetWindow.make(over: parent, environment: environment, onDismiss: onDismiss) {
              current.map(content) ?? []
            }
          })
      }
    }
  }
}

/// The modal window of a sheet.
@MainActor
enum SheetWindow {
  /// A window over `parent` showing `content`, made in the presenter's `environment` with a
  /// `dismiss` action that closes it.
  static func make(
    over parent: UnsafeMutablePointer<GtkWidget>, environment: EnvironmentValues,
    onDismiss: (@MainActor () -> Void)?,
    content: @escaping @MainActor () -> [any Widget]
  ) -> Presentation {
    let closer = WeakReference<DialogWindow>()
    let dismiss = DismissAction { closer.object?.close() }
    var values = environment
    values.dismiss = dismiss
    let window = EnvironmentValues.with(values) {
      DialogWindow(
        "", over: parent, width: -1, resizable: true, showsPageChrome: true, content: content())
    }
    closer.object = window
    if let onDismiss { window.onClose(onDismiss) }
    return Presentation(window: window)
  }
}
