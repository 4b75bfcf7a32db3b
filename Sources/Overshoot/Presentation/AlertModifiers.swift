import CGtk

extension Widget {
  /// Shows an alert titled `title` over this widget's window while `isPresented` is true, like
  /// SwiftUI's `alert(_:isPresented:actions:message:)`.
  ///
  /// `actions` are `Button`s: any of them closes the alert and then runs its action; Enter
  /// presses the default one (marked `.keyboardShortcut(.defaultAction)`, else the first without
  /// a role, drawn as the suggested action); Escape or closing the window runs the
  /// `role: .cancel` button's action. No buttons give one OK button; only destructive ones get a
  /// Cancel. Closing sets `isPresented` to false. One `.alert` per widget. `title` is read each
  /// time the alert appears.
  ///
  /// ```swift
  /// Button("Delete…") { isConfirming = true }
  ///   .alert("Delete the note?", isPresented: $isConfirming) {
  ///     Button("Delete", role: .destructive) { notes.removeAll() }
  ///     Button("Cancel", role: .cancel) {}
  ///   } message: {
  ///     Text("You cannot undo this.")
  ///   }
  /// ```
  public func alert(
    _ title: @autoclosure @escaping @MainActor () -> String, isPresented: Binding<Bool>,
    @WidgetBuilder actions: @escaping @MainActor () -> [any Widget] = { [] },
    @WidgetBuilder message: @escaping @MainActor () -> [any Widget] = { [] }
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "alert") { widget in
      MessagePresentation.bind(
        widget, key: .alert, windowKey: .alertWindow, isPresented: isPresented
      ) { parent in
        MessageDialog.make(
          title(), layout: .row, over: parent, actions: actions(), message: message())
      }
    }
  }

  /// Shows a choice of actions titled `title` over this widget's window while `isPresented` is
  /// true, like SwiftUI's `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`:
  /// the buttons one above the other, Cancel last (added when no button has `role: .cancel`).
  /// The title shows unless `titleVisibility` is `.hidden`; the keys and buttons work as in
  /// `alert(_:isPresented:actions:message:)`. One `.confirmationDialog` per widget.
  ///
  /// ```swift
  /// Button("Share…") { isSharing = true }
  ///   .confirmationDialog("Share the note", isPresented: $isSharing, titleVisibility: .visible) {
  ///     Button("Copy Link") { copyLink() }
  ///     Button("Send by Email") { sendByEmail() }
  ///   }
  /// ```
  public func confirmationDialog(
    _ title: @autoclosure @escaping @MainActor () -> String, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @WidgetBuilder actions: @escaping @MainActor () -> [any Widget],
    @WidgetBuilder message: @escaping @MainActor () -> [any Widget] = { [] }
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "confirmation-dialog") { widget in
      MessagePresentation.bind(
        widget, key: .confirmation, windowKey: .confirmationWindow, isPresented: isPresented
      ) { parent in
        MessageDialog.make(
          title(), showsTitle: titleVisibility != .hidden, layout: .column, over: parent,
          actions: actions(), message: message())
      }
    }
  }
}

/// Ties a message dialog to its `isPresented` binding.
@MainActor
enum MessagePresentation {
  /// Shows what `make` makes while `isPresented` is true (and `when()` holds); closing it sets
  /// the binding false. The binding lives under `key` and the window's host under `windowKey`.
  static func bind(
    _ widget: UnsafeMutablePointer<GtkWidget>, key: WidgetData.Key, windowKey: WidgetData.Key,
    isPresented: Binding<Bool>, when: @escaping @MainActor () -> Bool = { true },
    make: @escaping PresentationHost.Maker
  ) {
    let read: @MainActor () -> Bool = { isPresented.get() && when() }
    ObservedBinding.bind(widget, key: key, read: read) { presented, widget in
      PresentationHost.on(widget, key: windowKey).show(
        presented ? AnyHashable(true) : nil,
        onDismiss: {
          if isPresented.get() { isPresented.set(false) }
        }, make: make)
    }
  }
}
