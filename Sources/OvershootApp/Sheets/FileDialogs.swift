import Overshoot

/// The reader's open and save dialogs: subscription lists in, subscription lists out.
@MainActor
enum FileDialogs {
  /// Asks for a subscription list to open; `picked` gets its path.
  static func open(
    title: String, over parent: GtkWidgetPointer,
    picked: @escaping @MainActor (String) -> Void
  ) {
    // The list's own kind first, then everything (an OPML file named .txt still opens).
    let filters = [
      FileChooser.Filter(tr("Subscription lists (OPML)"), patterns: ["*.opml", "*.xml"]), .allFiles,
    ]
    FileChooser.open(title: title, over: parent, filters: filters) { file in
      if let file { picked(file.path) }
    }
  }

  /// Asks where to save, suggesting `name`; `picked` gets the path.
  static func save(
    title: String, suggestedName name: String, over parent: GtkWidgetPointer,
    picked: @escaping @MainActor (String) -> Void
  ) {
    FileChooser.save(title: title, suggestedName: name, over: parent) { file in
      if let file { picked(file.path) }
    }
  }
}
