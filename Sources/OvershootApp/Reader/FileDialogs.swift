import CGtk
import Foundation
import GtkGlue

/// Open and save dialogs through GtkFileChooserNative, which uses the desktop portal inside
/// Flatpak; the dialog is kept alive until it answers.
@MainActor
enum FileDialogs {
  private static var open: [UnsafeMutableRawPointer: ObjectRef] = [:]

  /// Asks for a file to open; `picked` gets its path.
  static func open(
    title: String, over parent: UnsafeMutablePointer<GtkWidget>,
    picked: @escaping @MainActor (String) -> Void
  ) {
    show(
      title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Open",
      suggestedName: nil, filters: [("Subscription lists (OPML)", ["*.opml", "*.xml"])],
      picked: picked)
  }

  /// Asks where to save, suggesting `name`; `picked` gets the path.
  static func save(
    title: String, suggestedName name: String, over parent: UnsafeMutablePointer<GtkWidget>,
    picked: @escaping @MainActor (String) -> Void
  ) {
    show(
      title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: "_Save",
      suggestedName: name, filters: [], picked: picked)
  }

  private static func show(
    title: String, parent: UnsafeMutablePointer<GtkWidget>, action: GtkFileChooserAction,
    accept: String, suggestedName: String?, filters: [(name: String, patterns: [String])],
    picked: @escaping @MainActor (String) -> Void
  ) {
    let dialog = gtk_file_chooser_native_new(
      title, parent.checked(as: GtkWindow.self), action, accept, "_Cancel")!
    let pointer = UnsafeMutableRawPointer(dialog)
    open[pointer] = ObjectRef(adopting: pointer)
    // The list's own kind first, then everything (an OPML file named .txt still opens).
    for (name, patterns) in filters + (filters.isEmpty ? [] : [("All files", ["*"])]) {
      let filter = gtk_file_filter_new()!
      gtk_file_filter_set_name(filter, name)
      for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
      gtk_file_chooser_add_filter(pointer.checked(gtk_file_chooser_get_type()), filter)
      g_object_unref(filter.gpointer)
    }
    if let suggestedName {
      gtk_file_chooser_set_current_name(pointer.checked(gtk_file_chooser_get_type()), suggestedName)
    }
    pointer.connectWithInt("response") { response in
      defer { open[pointer] = nil }
      guard response == GTK_RESPONSE_ACCEPT.rawValue,
        let file = gtk_file_chooser_get_file(pointer.checked(gtk_file_chooser_get_type()))
      else { return }
      defer { g_object_unref(file.gpointer) }
      guard let path = g_file_get_path(file) else { return }
      defer { g_free(path) }
      picked(String(cString: path))
    }
    gtk_native_dialog_show(pointer.checked(gtk_native_dialog_get_type(), as: GtkNativeDialog.self))
  }
}
