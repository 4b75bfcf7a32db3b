import CAdwaita
import Foundation
import GtkGlue

/// Shows ``Toast``s in the ``ToastOverlay`` it is given to, the way SwiftUI hands an action down:
/// keep one in your model and call `toasts.show(Toast("Saved"))` from anywhere.
///
/// A new toast replaces the one shown. Toasts shown before the overlay is on screen wait for it.
@MainActor
public final class ToastPresenter {
  private var overlay: WeakObject?
  private var waiting: [Toast] = []
  private var shown: ObjectRef?
  private var shownTitle: String?

  /// A presenter for one overlay.
  public init() {}

  /// Shows `toast` now, replacing the toast shown.
  public func show(_ toast: Toast) {
    guard let overlay = overlay?.with({ $0 }) else {
      waiting.append(toast)
      return
    }
    dismiss()
    guard let made = adw_toast_new(Self.escaped(toast.title)) else {
      AdwaitaDiagnostics.warn("libadwaita could not make a toast for “\(toast.title)”")
      return
    }
    adw_toast_set_timeout(made, toast.timeoutSeconds)
    overshoot_adw_toast_set_high_priority(made)
    if let buttonTitle = toast.buttonTitle {
      adw_toast_set_button_label(made, buttonTitle)
      let action = toast.action
      made.connect("button-clicked") { action() }
    }
    let reference = ObjectRef(retaining: UnsafeMutableRawPointer(made))
    made.connect("dismissed") { [weak self, weak reference] in
      guard let self, let reference, self.shown === reference else { return }
      self.shown = nil
      self.shownTitle = nil
    }
    shown = reference
    shownTitle = toast.title
    // The overlay takes the toast's one reference (transfer full); ours is `reference`.
    adw_toast_overlay_add_toast(OpaquePointer(overlay), made)
  }

  /// Dismisses the toast shown, if any.
  public func dismiss() {
    guard let shown else { return }
    adw_toast_dismiss(OpaquePointer(shown.pointer))
  }

  /// The title of the toast shown now (until it leaves), or nil.
  public var shownToastTitle: String? { shownTitle }

  /// Shows toasts in `widget`, an AdwToastOverlay a ``ToastOverlay`` made.
  func attach(to widget: UnsafeMutablePointer<GtkWidget>) {
    overlay = WeakObject(UnsafeMutableRawPointer(widget))
    let pending = waiting
    waiting = []
    for toast in pending { show(toast) }
  }

  /// Titles are Pango markup in libadwaita; ours are plain text.
  private static func escaped(_ text: String) -> String {
    guard let escaped = g_markup_escape_text(text, -1) else { return text }
    defer { g_free(escaped) }
    return String(cString: escaped)
  }
}
