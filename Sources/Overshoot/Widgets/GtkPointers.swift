import CGtk

/// A GTK widget as the library's API hands it over and takes it (`makeGtkWidget()`,
/// `WidgetHandle.gtkWidget`, `EmbeddedWidget`): an app names it without importing GTK's C API.
public typealias GtkWidgetPointer = UnsafeMutablePointer<GtkWidget>

/// A GTK window typed as one, as `present(over:)` takes a parent (`Window.gtkWindowPointer`).
public typealias GtkWindowPointer = UnsafeMutablePointer<GtkWindow>
