extension Widget {
  /// An alert about `data`, like SwiftUI's `alert(_:isPresented:presenting:actions:message:)`:
  /// shown while `isPresented` is true and `data` is not nil (read again whenever an observed
  /// property it uses changes), its title, buttons and message made from the data when it
  /// appears. The title is read as the alert appears, so it can name the data as in SwiftUI.
  ///
  /// ```swift
  /// Text("Feeds").alert(
  ///   "Remove “\(model.feedToRemove?.title ?? "")”?", isPresented: $isAsking,
  ///   presenting: model.feedToRemove
  /// ) { feed in
  ///   Button("Remove \(feed.title)", role: .destructive) { model.remove(feed) }
  /// } message: { feed in
  ///   Text("\(feed.title) and its articles go.")
  /// }
  /// ```
  public func alert<Data>(
    _ title: @autoclosure @escaping @MainActor () -> String, isPresented: Binding<Bool>,
    presenting data: @autoclosure @escaping @MainActor () -> Data?,
    @WidgetBuilder actions: @escaping @MainActor (Data) -> [any Widget],
    @WidgetBuilder message: @escaping @MainActor (Data) -> [any Widget] = { _ in [] }
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "alert-presenting") { widget in
      MessagePresentation.bind(
        widget, key: .alert, windowKey: .alertWindow, isPresented: isPresented,
        when: { data() != nil }
      ) { parent in
        let shown = data()
        return MessageDialog.make(
          title(), layout: .row, over: parent, actions: shown.map(actions) ?? [],
          message: shown.map(message) ?? [])
      }
    }
  }

  /// A confirmation dialog about `data`, like SwiftUI's
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: shown
  /// while `isPresented` is true and `data` is not nil, its choices made from the data.
  public func confirmationDialog<Data>(
    _ title: @autoclosure @escaping @MainActor () -> String, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    presenting data: @autoclosure @escaping @MainActor () -> Data?,
    @WidgetBuilder actions: @escaping @MainActor (Data) -> [any Widget],
    @WidgetBuilder message: @escaping @MainActor (Data) -> [any Widget] = { _ in [] }
  ) -> ModifiedWidget {
    ModifiedWidget(self, name: "confirmation-dialog-presenting") { widget in
      MessagePresentation.bind(
        widget, key: .confirmation, windowKey: .confirmationWindow, isPresented: isPresented,
        when: { data() != nil }
      ) { parent in
        let shown = data()
        return MessageDialog.make(
          title(), showsTitle: titleVisibility != .hidden, layout: .column, over: parent,
          actions: shown.map(actions) ?? [], message: shown.map(message) ?? [])
      }
    }
  }
}
