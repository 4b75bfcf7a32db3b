import CAdwaita
import GtkGlue

/// GNOME's Preferences window: pages of titled groups of rows, each row bound to a value, and
/// every change applied at once (there is no OK button):
///
/// ```swift
/// PreferencesWindow(title: "Preferences") {
///   PreferencesPage("General", systemImage: "emblem-system-symbolic") {
///     PreferencesGroup("Refresh") {
///       SwitchRow("Notify about new entries", isOn: $settings.notifies)
///       SpinRow("Minutes between refreshes", value: $settings.interval, in: 0...1440)
///     }
///   }
/// }.present(over: window)
/// ```
///
/// An `AdwPreferencesDialog` where libadwaita has one (1.5 and later), else an
/// `AdwPreferencesWindow` (1.2). GTK holds it while it is open and it keeps this wrapper.
@MainActor
public final class PreferencesWindow {
  /// The AdwPreferencesDialog or AdwPreferencesWindow.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  /// Whether the window is still open (or not yet presented).
  public private(set) var isOpen = true

  /// A window titled `title` showing `pages`.
  public init(
    title: String, @PreferencesBuilder<PreferencesPage> pages: () -> [PreferencesPage]
  ) {
    gtkWidget = overshoot_adw_preferences_new(title)
    lifetime = WrapperLifetime(sinking: gtkWidget)
    for page in pages() { overshoot_adw_preferences_add(gtkWidget, page.makePage()) }
    lifetime.bind(to: self)
    let closed = overshoot_adw_is_dialog(gtkWidget) != 0 ? "closed" : "unmap"
    gtkWidget.connect(closed) { [weak self] in self?.isOpen = false }
  }

  /// Shows the window over `parent`, or brings it forward.
  public func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
    guard isOpen else { return }
    overshoot_adw_present(gtkWidget, parent)
  }

  /// Closes the window.
  public func close() {
    guard isOpen else { return }
    overshoot_adw_close(gtkWidget)
  }
}
