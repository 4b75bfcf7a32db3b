import CGtk
import Foundation
import GtkGlue
import Overshoot
import RefreshCore

/// The main window: a header bar (title, Refresh button) over the refreshable timeline.
@MainActor
final class MainWindow {
  /// The GtkApplicationWindow; GTK's window list owns it, this keeps a reference for Swift.
  let root: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  /// The header bar, for buttons and menus.
  let header: UnsafeMutablePointer<GtkWidget>
  /// The refreshable area that holds the timeline.
  let timeline: RefreshableScrolledWindow
  private let placeholder: UnsafeMutablePointer<GtkWidget>

  init(application: ObjectRef) {
    root = gtk_application_window_new(overshoot_application(application.pointer))
    reference = ObjectRef(retaining: root)
    let window = root.asWindow
    gtk_window_set_title(window, "Overshoot")
    gtk_window_set_default_size(window, 900, 640)

    header = gtk_header_bar_new()
    gtk_window_set_titlebar(window, header)
    let refreshButton = gtk_button_new_from_icon_name("view-refresh-symbolic")!
    gtk_widget_set_tooltip_text(refreshButton, "Refresh (F5)")
    overshoot_accessible_set_label(refreshButton, "Refresh")
    gtk_header_bar_pack_start(overshoot_header_bar(header), refreshButton)
    gtk_header_bar_pack_end(overshoot_header_bar(header), PrimaryMenu.makeButton())

    placeholder = gtk_label_new("Pull down, press F5, or click Refresh.")
    gtk_widget_add_css_class(placeholder, "dim-label")
    gtk_widget_set_vexpand(placeholder, 1)
    timeline = RefreshableScrolledWindow(child: placeholder)
    timeline.onRefresh { [weak self] in try await self?.refreshTimeline() }
    gtk_window_set_child(window, timeline.widget)

    refreshButton.connect("clicked") { [weak self] in
      self?.timeline.beginRefreshing(source: .button)
    }
    installWindowActions()
  }

  /// `win.refresh` and `win.cancel-refresh`, for menus; F5, Ctrl+R and Escape are the
  /// refreshable view's own shortcuts.
  private func installWindowActions() {
    let refresh = g_simple_action_new("refresh", nil)!
    refresh.connectActivate { [weak self] _ in self?.timeline.beginRefreshing(source: .action) }
    let cancel = g_simple_action_new("cancel-refresh", nil)!
    cancel.connectActivate { [weak self] _ in self?.timeline.cancelRefreshing() }
    for action in [refresh, cancel] {
      g_action_map_add_action(overshoot_action_map(root), action)
      g_object_unref(action.gpointer)
    }
    // Escape belongs to whatever has focus unless a refresh is running: a disabled action lets
    // the key through.
    g_simple_action_set_enabled(cancel, 0)
    timeline.controller.onChange { change in
      g_simple_action_set_enabled(cancel, change.state.phase == .refreshing ? 1 : 0)
    }
  }

  /// Until the feed reader lands, a refresh re-reads the clock, so every path can be seen working.
  private func refreshTimeline() async throws {
    try await Task.sleep(for: .milliseconds(600))
    let time = Date().formatted(date: .omitted, time: .standard)
    gtk_label_set_text(
      OpaquePointer(placeholder), "Refreshed at \(time). Pull down to refresh again.")
  }
}
