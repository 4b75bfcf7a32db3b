import CGtk

extension Widget {
  /// Titles the navigation page this widget is in, like SwiftUI's `navigationTitle(_:)`: the
  /// header bar above the page shows it, and the window takes it as its title while the page
  /// shows. Read again whenever an observed property it uses changes.
  public func navigationTitle(_ title: @autoclosure @escaping @MainActor () -> String)
    -> ModifiedWidget
  {
    ModifiedWidget(self, name: "navigation-title") { widget in
      PageChrome.on(widget).title = title
    }
  }

  /// Puts `content` into the header bar of the navigation page this widget is in, like
  /// SwiftUI's `toolbar(content:)`: `ToolbarItem(placement:)`s, `ToolbarItemGroup`s or plain
  /// widgets. The items change with the page shown.
  public func toolbar(@ToolbarContentBuilder content: () -> [ToolbarItem]) -> ModifiedWidget {
    let items = content()
    return ModifiedWidget(self, name: "toolbar") { widget in
      PageChrome.on(widget).toolbarItems = items
    }
  }

  /// Gives the navigation page this widget is in a search field, like SwiftUI's
  /// `searchable(text:prompt:)`: a search button in the header bar, and Ctrl+F, reveal a search
  /// bar under it; what is typed is written to `text`; Escape closes the bar and clears `text`.
  public func searchable(text: Binding<String>, prompt: String = "Search") -> ModifiedWidget {
    ModifiedWidget(self, name: "searchable") { widget in
      PageChrome.on(widget).search = SearchRequest(text: text, prompt: prompt)
    }
  }

  /// Leaves out a toolbar item the platform adds by default, like SwiftUI's
  /// `toolbar(removing:)`: `.sidebarToggle` on a split view column's content takes the sidebar
  /// toggle out of the split view's header bars; nil removes nothing.
  public func toolbar(removing kind: ToolbarDefaultItemKind?) -> ModifiedWidget {
    ModifiedWidget(self, name: "toolbar-removing") { widget in
      if kind == .sidebarToggle { PageChrome.on(widget).removesSidebarToggle = true }
    }
  }
}
