import CGtk
import GtkGlue

/// The sidebar toggle a wide `NavigationSplitView` puts at the start of the header bar of the
/// first column shown after its sidebar, as SwiftUI's does: pressed while the sidebar shows;
/// pressing it hides or shows the sidebar through the split view's `columnVisibility`.
@MainActor
final class SidebarToggle {
  /// The GtkToggleButton.
  let button: UnsafeMutablePointer<GtkWidget>
  /// Called with the sidebar's new state when the reader presses the button.
  var onToggle: (@MainActor (_ shown: Bool) -> Void)?
  /// Set while the split view sets the button's state, which is not the reader's doing.
  private var isSyncing = false

  /// A hidden toggle, for the page to pack into its header bar.
  init() {
    button = Gtk.ToggleButton().widget
    Gtk.Button(button).setIconName("sidebar-show-symbolic")
    Tooltip.set(tr("Show Sidebar"), on: button)
    overshoot_accessible_set_label(button, tr("Show Sidebar"))
    button.isVisible = false
    button.connect("toggled") { [weak self] in
      guard let self, !self.isSyncing else { return }
      self.onToggle?(Gtk.ToggleButton(self.button).isActive)
    }
  }

  /// Shows the button, pressed while the sidebar shows, or hides it (nil).
  func show(sidebarShown: Bool?) {
    button.isVisible = sidebarShown != nil
    guard let sidebarShown else { return }
    let toggle = Gtk.ToggleButton(button)
    guard toggle.isActive != sidebarShown else { return }
    isSyncing = true
    toggle.isActive = sidebarShown
    isSyncing = false
  }
}
