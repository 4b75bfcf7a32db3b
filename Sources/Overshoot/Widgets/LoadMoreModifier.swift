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
      let column = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 0)
      content.vexpand = true
      column.append(content)
      column.append(controller.retryRow)
      return column.widget
    }
  }
}
