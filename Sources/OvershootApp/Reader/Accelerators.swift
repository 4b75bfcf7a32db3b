import CGtk
import GtkGlue

/// Keyboard accelerators for actions, as `gtk_application_set_accels_for_action` wants them.
@MainActor
enum Accelerators {
  /// Binds `keys` (e.g. `<Control>l`) to `action` (e.g. `win.add-feed`).
  static func set(_ keys: [String], for action: String, in application: ObjectRef) {
    var strings = keys.map { strdup($0) } + [nil]
    defer { for string in strings { free(string) } }
    strings.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(
        to: UnsafePointer<CChar>?.self, capacity: buffer.count
      ) {
        gtk_application_set_accels_for_action(
          application.pointer.checked(as: GtkApplication.self), action, $0)
      }
    }
  }
}
