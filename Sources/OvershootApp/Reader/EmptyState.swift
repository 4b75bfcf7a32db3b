import CGtk
import GtkGlue

/// A centred icon, title and explanation for a timeline with nothing to show.
@MainActor
final class EmptyState {
  /// What the timeline has nothing of, and why.
  enum Kind: Equatable {
    /// The feed database could not be opened.
    case storeUnavailable(String)
    /// No subscriptions.
    case noFeeds
    /// The scope has no entries.
    case noEntries(scopeName: String)
    /// Nothing is starred yet: refreshing will not change that, starring will.
    case noStarred
    /// Every feed failed to refresh and nothing is stored.
    case offline(String)
  }

  let widget: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  private let icon: UnsafeMutablePointer<GtkWidget>
  private let title: UnsafeMutablePointer<GtkWidget>
  private let detail: UnsafeMutablePointer<GtkWidget>

  init() {
    widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)
    reference = ObjectRef(sinking: widget)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    gtk_widget_set_vexpand(widget, 1)
    gtk_widget_set_margin_top(widget, 48)
    gtk_widget_set_margin_bottom(widget, 48)
    gtk_widget_set_margin_start(widget, 24)
    gtk_widget_set_margin_end(widget, 24)
    icon = gtk_image_new()
    gtk_image_set_pixel_size(icon.checked(gtk_image_get_type()), 64)
    gtk_widget_add_css_class(icon, "dim-label")
    // Decorative: the heading says it.
    overshoot_accessible_set_hidden(icon, 1)
    title = gtk_label_new(nil)
    gtk_widget_add_css_class(title, "empty-state-title")
    detail = gtk_label_new(nil)
    gtk_label_set_wrap(detail.checked(gtk_label_get_type()), 1)
    gtk_label_set_justify(detail.checked(gtk_label_get_type()), GTK_JUSTIFY_CENTER)
    gtk_widget_add_css_class(detail, "dim-label")
    for child in [icon, title, detail] { gtk_box_append(widget.checked(as: GtkBox.self), child) }
  }

  /// Shows `kind`.
  func show(_ kind: Kind) {
    let (iconName, heading, text) = Self.words(for: kind)
    gtk_image_set_from_icon_name(icon.checked(gtk_image_get_type()), iconName)
    gtk_label_set_text(title.checked(gtk_label_get_type()), heading)
    gtk_label_set_text(detail.checked(gtk_label_get_type()), text)
  }

  /// The icon name, heading and explanation for `kind`.
  static func words(for kind: Kind) -> (icon: String, heading: String, detail: String) {
    switch kind {
    case .storeUnavailable(let reason):
      ("dialog-error-symbolic", "Can’t open your feeds", reason)
    case .noFeeds:
      (
        "application-rss+xml-symbolic", "No feeds yet",
        "Add a feed with Ctrl+L, or import an OPML file from the menu."
      )
    case .noEntries(let scope):
      (
        "object-select-symbolic", "Nothing in \(scope)",
        "Pull down or press F5 to look for new entries."
      )
    case .noStarred:
      (
        "starred-symbolic", "No starred entries",
        "Star an entry from its menu (right-click or Shift+F10) to keep it here."
      )
    case .offline(let reason) where reachedNothing(reason):
      (
        "network-offline-symbolic", "Couldn’t reach your feeds",
        reason + "\nPull down or press F5 to try again."
      )
    case .offline(let reason):
      // The server answered (an error status, a web page, a broken feed): not a network
      // problem, so do not send the reader to check their connection.
      (
        "dialog-warning-symbolic", "Couldn’t read your feeds",
        reason + "\nPull down or press F5 to try again."
      )
    }
  }

  /// Whether a refresh failure means nothing answered: no network, no server, a timeout.
  private static func reachedNothing(_ reason: String) -> Bool {
    ["Cannot reach", "Timed out", "Network error"].contains { reason.hasPrefix($0) }
  }
}
