import CGtk
import Foundation
import GtkGlue

/// Open and save dialogs, like SwiftUI's `fileImporter`/`fileExporter`: GtkFileChooserNative,
/// which asks the desktop portal inside Flatpak. Each dialog keeps itself alive until it
/// answers; the answer is the chosen file, or nil when the reader cancels.
@MainActor
public final class FileChooser {
  /// Files offered by name patterns, such as "Subscription lists (OPML)": `*.opml`, `*.xml`.
  public struct Filter: Sendable, Hashable {
    /// The name shown in the dialog's filter menu.
    public let name: String
    /// Shell-style patterns, `*.opml`.
    public let patterns: [String]

    /// A filter named `name` for `patterns`.
    public init(_ name: String, patterns: [String]) {
      self.name = name
      self.patterns = patterns
    }

    /// Every file.
    public static let allFiles = Filter(tr("All files"), patterns: ["*"])
  }

  private static var answering: [ObjectIdentifier: FileChooser] = [:]
  private let dialog: ObjectRef
  private let completion: @MainActor (URL?) -> Void

  /// Asks for a file to open, offering `filters` (the first one chosen at first);
  /// `completion` gets the file, or nil.
  public static func open(
    title: String, over parent: UnsafeMutablePointer<GtkWidget>?, filters: [Filter] = [],
    completion: @escaping @MainActor (URL?) -> Void
  ) {
    FileChooser(
      title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: tr("_Open"),
      completion: completion
    ).show(filters: filters, suggestedName: nil)
  }

  /// Asks where to save, suggesting the file name `suggestedName`; `completion` gets the file,
  /// or nil.
  public static func save(
    title: String, suggestedName: String, over parent: UnsafeMutablePointer<GtkWidget>?,
    completion: @escaping @MainActor (URL?) -> Void
  ) {
    FileChooser(
      title: title, parent: parent, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: tr("_Save"),
      completion: completion
    ).show(filters: [], suggestedName: suggestedName)
  }

  /// How many file dialogs are waiting for an answer.
  public static var openCount: Int { answering.count }

  private init(
    title: String, parent: UnsafeMutablePointer<GtkWidget>?, action: GtkFileChooserAction,
    accept: String, completion: @escaping @MainActor (URL?) -> Void
  ) {
    let native = gtk_file_chooser_native_new(
      title, parent?.checked(as: GtkWindow.self), action, accept, tr("_Cancel"))!
    dialog = ObjectRef(adopting: native)
    self.completion = completion
  }

  private var chooser: OpaquePointer { dialog.pointer.checked(gtk_file_chooser_get_type()) }

  private func show(filters: [Filter], suggestedName: String?) {
    for filter in filters {
      let gtkFilter = gtk_file_filter_new()!
      gtk_file_filter_set_name(gtkFilter, filter.name)
      for pattern in filter.patterns { gtk_file_filter_add_pattern(gtkFilter, pattern) }
      gtk_file_chooser_add_filter(chooser, gtkFilter)
      g_object_unref(gtkFilter.gpointer)  // the chooser holds it
    }
    if let suggestedName { gtk_file_chooser_set_current_name(chooser, suggestedName) }
    let key = ObjectIdentifier(self)
    Self.answering[key] = self
    dialog.pointer.connectWithInt("response") { response in
      guard let chooser = Self.answering.removeValue(forKey: key) else { return }
      chooser.completion(response == GTK_RESPONSE_ACCEPT.rawValue ? chooser.chosenFile : nil)
    }
    gtk_native_dialog_show(
      dialog.pointer.checked(gtk_native_dialog_get_type(), as: GtkNativeDialog.self))
  }

  /// The chosen file as a local path (portals hand out paths too).
  private var chosenFile: URL? {
    guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
    defer { g_object_unref(file.gpointer) }
    guard let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return URL(fileURLWithPath: String(cString: path))
  }
}
