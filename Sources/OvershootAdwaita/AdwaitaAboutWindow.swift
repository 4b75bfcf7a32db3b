import CAdwaita
import GtkGlue
import Overshoot

/// GNOME's About window for an app: name, icon, version, developer, website, where to report
/// issues and the license. An `AdwAboutDialog` where libadwaita has one (1.5 and later), else an
/// `AdwAboutWindow` (1.2). GTK holds it while it is open and it keeps this wrapper.
@MainActor
public final class AdwaitaAboutWindow {
  /// The licenses the window can name and link to: those of GTK's own About window.
  public typealias License = AboutWindow.License

  /// The AdwAboutDialog or AdwAboutWindow.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  private let lifetime: WrapperLifetime
  /// Whether the window is still open (or not yet presented).
  public private(set) var isOpen = true

  /// An About window for `applicationName` at `version` by `developerName`; `applicationIcon`
  /// is an icon name (the app id's icon), `comments` says in a line what the app is for.
  public init(
    applicationName: String, version: String, developerName: String, applicationIcon: String,
    license: License, website: String, issueURL: String, comments: String = "",
    copyright: String = ""
  ) {
    gtkWidget = overshoot_adw_about_new()
    lifetime = WrapperLifetime(sinking: gtkWidget)
    let properties = [
      ("application-name", applicationName), ("version", version),
      ("developer-name", developerName), ("application-icon", applicationIcon),
      ("website", website), ("issue-url", issueURL), ("comments", comments),
      ("copyright", copyright),
    ]
    for (name, value) in properties where !value.isEmpty {
      overshoot_adw_set_string(gtkWidget, name, value)
    }
    overshoot_adw_set_enum(gtkWidget, "license-type", Int32(license.gtkLicense.rawValue))
    lifetime.bind(to: self)
    let closed = overshoot_adw_is_dialog(gtkWidget) != 0 ? "closed" : "unmap"
    gtkWidget.connect(closed) { [weak self] in self?.isOpen = false }
  }

  /// Shows the window over `parent` (modal, as GNOME's About is), or brings it forward.
  public func present(over parent: UnsafeMutablePointer<GtkWindow>?) {
    guard isOpen else { return }
    overshoot_adw_present(gtkWidget, parent)
  }

  /// Closes the window.
  public func close() {
    guard isOpen else { return }
    overshoot_adw_close(gtkWidget)
  }

  #if DEBUG
    /// A property as the window shows it ("application-name", "version"…), for tests. Debug
    /// builds only.
    @_spi(Testing) public func text(of property: String) -> String? {
      guard let value = overshoot_adw_get_string(gtkWidget, property) else { return nil }
      defer { g_free(value) }
      return String(cString: value)
    }
  #endif
}
