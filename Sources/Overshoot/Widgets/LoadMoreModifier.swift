import CGtk
import GtkGlue

extension Widget {
  /// Loads more when the list or scroll view in this widget is scrolled to its bottom edge: one
  /// load at a time, and a failed load shows a row that tries again (`LoadMoreController`).
  public func onLoadMore(_ action: @escaping @MainActor () async throws -> Void) -> ModifiedWidget {
    ModifiedWidget.wrapping(self, name: "load-more") { content in
      guard let view = ScrollModifierTarget.scrollView(in: content, for: "onLoadMore(_:)") else {
        return content
      }
      let controller = LoadMoreController(scrollView: view, action: action)
      let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
      gtk_widget_set_vexpand(content, 1)
      gtk_box_append(column.checked(as: GtkBox.self), content)
      gtk_box_append(column.checked(as: GtkBox.self), controller.retryRow)
      return column
    }
  }
}
