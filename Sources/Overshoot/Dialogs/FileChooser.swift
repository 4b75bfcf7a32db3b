import CGtk
import Foundation
import GtkGlue

/// Open and save dialogs, like SwiftUI's `fileImporter`/`fileExporter`: GtkFileDialog where GTK
/// has it (4.10+), else GtkFileChooserNative (chosen in C, `overshoot_file_dialog_show`), both
/// asking the desktop portal inside Flatpak. Each dialog keeps itself alive until it
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
  private let completion: @MainActor (URL?) -> Void

  /// Asks for a file to open, offering `filters` (the first one chosen at first);
  /// `completion` gets the file, or nil.
  public static func open(
    title: String, over parent: UnsafeMutablePointer<GtkWidget>?, filters: [Filter] = [],
    completion: @escaping @MainActor (URL?) -> Void
  ) {
    FileChooser(completion: completion).show(
      title: title, parent: parent, saving: false, accept: tr("_Open"), filters: filters,
      suggestedName: nil)
  }

  /// Asks where to save, suggesting the file name `suggestedName`; `completion` gets the file,
  /// or nil.
  public static func save(
    title: String, suggestedName: String, over parent: UnsafeMutablePointer<GtkWidget>?,
    completion: @escaping @MainActor (URL?) -> Void
  ) {
    FileChooser(completion: completion).show(
      title: title, parent: parent, saving: true, accept: tr("_Save"), filters: [],
      suggestedName: suggestedName)
  }

  #if DEBUG
    /// How many file dialogs are waiting for an answer.
    ///
    /// Test-only: `@_spi(Testing) import Overshoot`, compiled into debug builds only.
    @_spi(Testing) public static var openCount: Int { answering.count }
  #endif

  private init(completion: @escaping @MainActor (URL?) -> Void) {
    self.completion = completion
  }

  private func show(
    title: String, parent: UnsafeMutablePointer<GtkWidget>?, saving: Bool, accept: String,
    filters: [Filter], suggestedName: String?
  ) {
    let store = Self.filterList(filters)
    defer { g_object_unref(store.gpointer) }  // the dialog keeps what it needs
    Self.answering[ObjectIdentifier(self)] = self
    // GTK calls back exactly once; the retained reference is taken back there.
    overshoot_file_dialog_show(
      parent?.checked(as: GtkWindow.self), title, accept, store.checked(g_list_model_get_type()),
      suggestedName, saving ? 1 : 0,
      { source, result, data in
        guard let data else { preconditionFailure("a file dialog answered without its chooser") }
        let path = overshoot_file_dialog_finish(source, result)
        defer { g_free(path) }
        let file = path.map { URL(fileURLWithPath: String(cString: $0)) }
        nonisolated(unsafe) let chooser = data
        MainActor.assumeIsolated { FileChooser.answer(chooser, with: file) }
      }, Unmanaged.passRetained(self).toOpaque())
  }

  /// Hands `file` to the chooser behind `retained`, taking back the reference `show` gave GTK.
  private static func answer(_ retained: UnsafeMutableRawPointer, with file: URL?) {
    let chooser = Unmanaged<FileChooser>.fromOpaque(retained).takeRetainedValue()
    // Out of `answering` first, so `openCount` no longer counts it when the completion runs.
    guard answering.removeValue(forKey: ObjectIdentifier(chooser)) != nil else { return }
    chooser.completion(file)
  }

  /// `filters` as the GListStore of GtkFileFilter the dialogs take; the caller owns it.
  private static func filterList(_ filters: [Filter]) -> OpaquePointer {
    let store = g_list_store_new(gtk_file_filter_get_type())!
    for filter in filters {
      let gtkFilter = Gtk.FileFilter()
      gtkFilter.name = filter.name
      for pattern in filter.patterns { gtkFilter.addPattern(pattern) }
      g_list_store_append(store, gtkFilter.gpointer)
      g_object_unref(gtkFilter.gpointer)  // the store holds it
    }
    return store
  }
}
