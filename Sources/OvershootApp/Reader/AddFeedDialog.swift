import CGtk
import FeedCore
import Foundation
import GtkGlue

/// "Add Feed" (Ctrl+L): takes a URL or a path, fetches and parses it before subscribing, and
/// shows what went wrong inline, keeping the dialog open to fix the address.
@MainActor
final class AddFeedDialog {
  /// The dialog's window.
  let window: UnsafeMutablePointer<GtkWidget>
  private let reference: ObjectRef
  private let entry: UnsafeMutablePointer<GtkWidget>
  private let error: UnsafeMutablePointer<GtkWidget>
  private let spinner: UnsafeMutablePointer<GtkWidget>
  private let subscribe: UnsafeMutablePointer<GtkWidget>
  private let model: ReaderModel
  private let onSubscribed: @MainActor (Subscription) -> Void
  private var task: Task<Void, Never>?
  /// Dialogs stay alive while shown; GTK owns the window, this set owns the Swift side.
  private static var open: [ObjectIdentifier: AddFeedDialog] = [:]

  /// Shows the dialog over `parent`.
  @discardableResult
  static func present(
    over parent: UnsafeMutablePointer<GtkWidget>, model: ReaderModel, prefill: String = "",
    onSubscribed: @escaping @MainActor (Subscription) -> Void
  ) -> AddFeedDialog {
    let dialog = AddFeedDialog(parent: parent, model: model, onSubscribed: onSubscribed)
    open[ObjectIdentifier(dialog)] = dialog
    gtk_editable_set_text(dialog.entry.checked(gtk_editable_get_type()), prefill)
    gtk_window_present(dialog.window.checked(as: GtkWindow.self))
    return dialog
  }

  private init(
    parent: UnsafeMutablePointer<GtkWidget>, model: ReaderModel,
    onSubscribed: @escaping @MainActor (Subscription) -> Void
  ) {
    self.model = model
    self.onSubscribed = onSubscribed
    window = gtk_window_new()
    reference = ObjectRef(retaining: window)
    let gtkWindow = window.checked(as: GtkWindow.self)
    gtk_window_set_title(gtkWindow, "Add Feed")
    gtk_window_set_modal(gtkWindow, 1)
    gtk_window_set_transient_for(gtkWindow, parent.checked(as: GtkWindow.self))
    gtk_window_set_default_size(gtkWindow, 440, -1)
    gtk_window_set_destroy_with_parent(gtkWindow, 1)

    let header = gtk_header_bar_new()!
    gtk_header_bar_set_show_title_buttons(header.checked(gtk_header_bar_get_type()), 0)
    let cancel = gtk_button_new_with_mnemonic("_Cancel")!
    subscribe = gtk_button_new_with_mnemonic("_Subscribe")
    // GTK 4.8 reads a mnemonic button as "_Cancel Cancel"; one clean name each.
    overshoot_accessible_set_label(cancel, "Cancel")
    overshoot_accessible_set_label(subscribe, "Subscribe")
    gtk_widget_add_css_class(subscribe, "suggested-action")
    gtk_header_bar_pack_start(header.checked(gtk_header_bar_get_type()), cancel)
    gtk_header_bar_pack_end(header.checked(gtk_header_bar_get_type()), subscribe)
    gtk_window_set_titlebar(gtkWindow, header)

    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)!
    for margin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      margin(box, 18)
    }
    let prompt = gtk_label_new("Feed address (https://…, a file path, or demo:overshoot)")!
    gtk_label_set_xalign(prompt.checked(gtk_label_get_type()), 0)
    entry = gtk_entry_new()
    gtk_entry_set_activates_default(entry.checked(as: GtkEntry.self), 1)
    gtk_entry_set_placeholder_text(entry.checked(as: GtkEntry.self), "https://example.org/feed.xml")
    overshoot_accessible_set_label(entry, "Feed address")
    let status = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
    spinner = gtk_spinner_new()
    error = gtk_label_new(nil)
    gtk_label_set_wrap(error.checked(gtk_label_get_type()), 1)
    gtk_label_set_xalign(error.checked(gtk_label_get_type()), 0)
    gtk_label_set_selectable(error.checked(gtk_label_get_type()), 1)
    gtk_widget_add_css_class(error, "error")
    gtk_box_append(status.checked(as: GtkBox.self), spinner)
    gtk_box_append(status.checked(as: GtkBox.self), error)
    for child in [prompt, entry, status] { gtk_box_append(box.checked(as: GtkBox.self), child) }
    gtk_window_set_child(gtkWindow, box)
    gtk_window_set_default_widget(gtkWindow, subscribe)
    EscapeCloses.install(on: window) { [weak self] in self?.close() }

    cancel.connect("clicked") { [weak self] in self?.close() }
    // Nothing to subscribe to while the address is empty.
    gtk_widget_set_sensitive(subscribe, 0)
    entry.connect("changed") { [weak self] in self?.updateSubscribe() }
    subscribe.connect("clicked") { [weak self] in self?.submit() }
    // "destroy" also covers the parent closing (destroy-with-parent emits no close-request).
    window.connect("destroy") { [weak self] in
      self?.task?.cancel()
      if let self { Self.open[ObjectIdentifier(self)] = nil }
    }
  }

  /// The text in the address field.
  var address: String {
    String(cString: gtk_editable_get_text(entry.checked(gtk_editable_get_type())))
  }

  /// Fetches, parses and subscribes; errors stay in the dialog.
  func submit() {
    let text = address.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty, task == nil else { return }
    setBusy(true)
    gtk_label_set_text(error.checked(gtk_label_get_type()), "Checking the feed…")
    gtk_widget_remove_css_class(error, "error")
    task = Task { @MainActor [weak self] in
      guard let self else { return }
      do throws(SubscribeError) {
        let subscription = try await self.model.subscribe(to: text)
        // Closed while the feed was being checked: the subscription stands, but the window
        // does not jump to a feed the reader walked away from.
        guard !Task.isCancelled else { return }
        self.onSubscribed(subscription)
        self.close()
      } catch {
        gtk_widget_add_css_class(self.error, "error")
        gtk_label_set_text(
          self.error.checked(gtk_label_get_type()), "Couldn’t add this feed: \(error.message)")
        self.setBusy(false)
        // The entry was insensitive while checking, which took its focus: give it back so
        // the reader can fix the address by typing.
        gtk_widget_grab_focus(self.entry)
      }
      self.task = nil
    }
  }

  private func updateSubscribe() {
    gtk_widget_set_sensitive(subscribe, canSubscribe && task == nil ? 1 : 0)
  }

  /// Whether the Subscribe button can be pressed now.
  var isSubscribeSensitive: Bool { gtk_widget_get_sensitive(subscribe) != 0 }

  /// Replaces the address, as typing would.
  func setAddress(_ text: String) {
    gtk_editable_set_text(entry.checked(gtk_editable_get_type()), text)
  }

  /// Whether Subscribe is offered: there is an address to check.
  var canSubscribe: Bool { !address.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }

  private func setBusy(_ busy: Bool) {
    gtk_spinner_set_spinning(spinner.checked(gtk_spinner_get_type()), busy ? 1 : 0)
    gtk_widget_set_sensitive(subscribe, busy || !canSubscribe ? 0 : 1)
    gtk_widget_set_sensitive(entry, busy ? 0 : 1)
  }

  /// Closes the dialog, cancelling a check in progress.
  func close() {
    task?.cancel()
    Self.open[ObjectIdentifier(self)] = nil
    gtk_window_destroy(window.checked(as: GtkWindow.self))
  }

  /// How many Add Feed dialogs are open (for tests).
  static var openCount: Int { open.count }

  /// The inline message shown now (for tests).
  var message: String { String(cString: gtk_label_get_text(error.checked(gtk_label_get_type()))) }
}
