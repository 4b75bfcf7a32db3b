import CGtk

/// SF Symbols names a SwiftUI developer writes, mapped to freedesktop icon names that GNOME's
/// icon theme draws, so `Image(systemName: "star.fill")` shows a star. Each maps to names in
/// order of preference: GNOME 48's Adwaita dropped some older names that GTK 4.8's still has.
enum SymbolNames {
  /// The freedesktop names for the SF Symbol `name`, or nil for a name not in the table.
  static func iconNames(for name: String) -> [String]? { table[name] }

  /// Every SF Symbol name the table knows, for tests and documentation.
  static var knownSymbols: [String] { table.keys.sorted() }

  /// The icon name to show for `name`, for every widget that takes an icon: for an SF Symbols
  /// name, the first of its GNOME names the icon theme has; otherwise `name` itself (a
  /// freedesktop name). A name that is neither mapped nor in the theme is reported once on
  /// stderr, instead of drawing a broken image without a word.
  @MainActor
  static func resolve(_ name: String) -> String {
    let theme = gdk_display_get_default().flatMap { gtk_icon_theme_get_for_display($0) }
    let has = { (icon: String) in theme.map { gtk_icon_theme_has_icon($0, icon) != 0 } ?? true }
    if let names = table[name] {
      return names.first(where: has) ?? names[0]
    }
    if !has(name) { reportUnknown(name) }
    return name
  }

  /// The names already reported as unknown.
  @MainActor private static var reported: Set<String> = []

  /// Says once that `name` has no icon here.
  @MainActor
  private static func reportUnknown(_ name: String) {
    guard reported.insert(name).inserted else { return }
    let advice =
      looksLikeSymbol(name)
      ? "an SF Symbols name with no GNOME icon mapped"
      : "no SF Symbols name Overshoot maps, and the icon theme has no icon of that name"
    Diagnostics.warn(
      "icon \"\(name)\": \(advice); use a mapped SF Symbols name (such as \"star.fill\", "
        + "\"gear\", \"trash\"; see Image's documentation) or a freedesktop icon name such as "
        + "\"starred-symbolic\"")
  }

  /// Whether `name` is spelled as an SF Symbol (`star.fill`) rather than a freedesktop icon name
  /// (`starred-symbolic`): dotted, with no dash.
  static func looksLikeSymbol(_ name: String) -> Bool {
    !name.contains("-") && name.contains(".") || table[name] != nil
  }

  private static let table: [String: [String]] = [
    "star": ["non-starred-symbolic"],
    "star.fill": ["starred-symbolic"],
    "trash": ["user-trash-symbolic"],
    "trash.fill": ["user-trash-symbolic"],
    "gear": ["preferences-system-symbolic", "emblem-system-symbolic"],
    "gearshape": ["preferences-system-symbolic", "emblem-system-symbolic"],
    "gearshape.fill": ["preferences-system-symbolic", "emblem-system-symbolic"],
    "magnifyingglass": ["system-search-symbolic"],
    "plus": ["list-add-symbolic"],
    "plus.circle": ["list-add-symbolic"],
    "plus.circle.fill": ["list-add-symbolic"],
    "minus": ["list-remove-symbolic"],
    "minus.circle": ["list-remove-symbolic"],
    "arrow.clockwise": ["view-refresh-symbolic"],
    "arrow.triangle.2.circlepath": ["view-refresh-symbolic"],
    "arrow.uturn.backward": ["edit-undo-symbolic"],
    "arrow.uturn.forward": ["edit-redo-symbolic"],
    "arrow.left": ["go-previous-symbolic"],
    "arrow.right": ["go-next-symbolic"],
    "arrow.up": ["go-up-symbolic"],
    "arrow.down": ["go-down-symbolic"],
    "chevron.left": ["go-previous-symbolic"],
    "chevron.right": ["go-next-symbolic"],
    "chevron.up": ["go-up-symbolic"],
    "chevron.down": ["go-down-symbolic"],
    "chevron.backward": ["go-previous-symbolic"],
    "chevron.forward": ["go-next-symbolic"],
    "xmark": ["window-close-symbolic"],
    "xmark.circle": ["window-close-symbolic"],
    "xmark.circle.fill": ["edit-clear-symbolic"],
    "checkmark": ["object-select-symbolic"],
    "checkmark.circle": ["emblem-ok-symbolic", "object-select-symbolic"],
    "checkmark.circle.fill": ["emblem-ok-symbolic", "object-select-symbolic"],
    "square.and.arrow.up": ["send-to-symbolic"],
    "square.and.arrow.down": ["document-save-symbolic"],
    "folder": ["folder-symbolic"],
    "tray": ["folder-symbolic"],
    "tray.full": ["folder-symbolic"],
    "archivebox": ["folder-symbolic"],
    "folder.fill": ["folder-symbolic"],
    "doc": ["text-x-generic-symbolic"],
    "doc.text": ["text-x-generic-symbolic"],
    "doc.fill": ["text-x-generic-symbolic"],
    "doc.on.doc": ["edit-copy-symbolic"],
    "doc.on.clipboard": ["edit-paste-symbolic"],
    "scissors": ["edit-cut-symbolic"],
    "pencil": ["document-edit-symbolic"],
    "square.and.pencil": ["document-edit-symbolic"],
    "envelope": ["mail-unread-symbolic"],
    "envelope.fill": ["mail-unread-symbolic"],
    "envelope.open": ["mail-read-symbolic"],
    "paperplane": ["mail-send-symbolic"],
    "paperplane.fill": ["mail-send-symbolic"],
    "bell": ["preferences-system-notifications-symbolic"],
    "bell.fill": ["preferences-system-notifications-symbolic"],
    "bell.slash": ["notifications-disabled-symbolic"],
    "person": ["avatar-default-symbolic"],
    "person.fill": ["avatar-default-symbolic"],
    "person.circle": ["avatar-default-symbolic"],
    "person.crop.circle": ["avatar-default-symbolic"],
    "person.2": ["system-users-symbolic"],
    "house": ["go-home-symbolic"],
    "house.fill": ["go-home-symbolic"],
    "info.circle": ["dialog-information-symbolic"],
    "questionmark.circle": ["help-browser-symbolic"],
    "exclamationmark.triangle": ["dialog-warning-symbolic"],
    "exclamationmark.triangle.fill": ["dialog-warning-symbolic"],
    "exclamationmark.circle": ["dialog-error-symbolic"],
    "heart": ["emblem-favorite-symbolic", "starred-symbolic"],
    "heart.fill": ["emblem-favorite-symbolic", "starred-symbolic"],
    "bookmark": ["user-bookmarks-symbolic"],
    "bookmark.fill": ["user-bookmarks-symbolic"],
    "link": ["insert-link-symbolic"],
    "globe": ["web-browser-symbolic"],
    "safari": ["web-browser-symbolic"],
    "photo": ["image-x-generic-symbolic"],
    "camera": ["camera-photo-symbolic"],
    "video": ["camera-video-symbolic"],
    "mic": ["audio-input-microphone-symbolic"],
    "speaker.wave.2": ["audio-volume-high-symbolic"],
    "speaker.slash": ["audio-volume-muted-symbolic"],
    "play.fill": ["media-playback-start-symbolic"],
    "play": ["media-playback-start-symbolic"],
    "pause.fill": ["media-playback-pause-symbolic"],
    "pause": ["media-playback-pause-symbolic"],
    "stop.fill": ["media-playback-stop-symbolic"],
    "forward.fill": ["media-seek-forward-symbolic"],
    "backward.fill": ["media-seek-backward-symbolic"],
    "lock": ["changes-prevent-symbolic"],
    "lock.fill": ["changes-prevent-symbolic"],
    "lock.open": ["changes-allow-symbolic"],
    "eye": ["view-reveal-symbolic"],
    "eye.slash": ["view-conceal-symbolic"],
    "ellipsis": ["view-more-symbolic"],
    "ellipsis.circle": ["view-more-symbolic"],
    "line.3.horizontal": ["open-menu-symbolic"],
    "list.bullet": ["view-list-symbolic"],
    "square.grid.2x2": ["view-grid-symbolic"],
    "sidebar.left": ["sidebar-show-symbolic"],
    "calendar": ["x-office-calendar-symbolic"],
    "clock": ["alarm-symbolic"],
    "printer": ["printer-symbolic"],
    "printer.fill": ["printer-symbolic"],
    "wifi": ["network-wireless-symbolic"],
    "battery.100": ["battery-full-symbolic"],
    "sun.max": ["display-brightness-symbolic"],
    "moon": ["weather-clear-night-symbolic"],
    "cloud": ["weather-overcast-symbolic"],
    "tag": ["bookmark-new-symbolic"],
    "flag": ["mark-location-symbolic"],
    "location": ["location-services-active-symbolic"],
    "map": ["mark-location-symbolic"],
    "keyboard": ["input-keyboard-symbolic"],
    "desktopcomputer": ["computer-symbolic"],
    "laptopcomputer": ["computer-symbolic"],
    "iphone": ["phone-symbolic"],
    "externaldrive": ["drive-harddisk-symbolic"],
    "power": ["system-shutdown-symbolic"],
    "arrow.down.circle": ["folder-download-symbolic"],
    "square.and.arrow.up.on.square": ["send-to-symbolic"],
    "slider.horizontal.3": ["preferences-other-symbolic"],
    "wrench.and.screwdriver": ["applications-engineering-symbolic"],
    "hammer": ["applications-engineering-symbolic"],
    "zoom.in": ["zoom-in-symbolic"],
    "plus.magnifyingglass": ["zoom-in-symbolic"],
    "minus.magnifyingglass": ["zoom-out-symbolic"],
    "rectangle.portrait.and.arrow.right": ["system-log-out-symbolic"],
    "arrow.up.arrow.down": ["view-sort-ascending-symbolic"],
    "line.3.horizontal.decrease": ["edit-find-symbolic"],
  ]
}
