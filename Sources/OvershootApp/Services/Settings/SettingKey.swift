/// The keys of the `io.github.overshoot.Overshoot` schema (data/io.github.overshoot.Overshoot
/// .gschema.xml), with the schema's defaults for runs where no schema can be found at all.
enum SettingKey: String, CaseIterable {
  /// Main window width when it was last closed (`i`).
  case windowWidth = "window-width"
  /// Main window height when it was last closed (`i`).
  case windowHeight = "window-height"
  /// Whether the main window was maximized when it was last closed (`b`).
  case windowMaximized = "window-maximized"
  /// Address of the feed shown at start; empty shows every feed (`s`).
  case selectedFeed = "selected-feed"
  /// Minutes between automatic refreshes, 0 = off (`u`).
  case refreshInterval = "refresh-interval"
  /// Whether mouse-wheel notches past the top pull to refresh; off by default (`b`).
  case wheelPulls = "wheel-pulls"
  /// Whether the live scroll readout is shown (`b`).
  case showScrollReadout = "show-scroll-readout"
  /// Whether a periodic refresh that brings new entries notifies while the window is not
  /// active; on by default (`b`).
  case notifyNewEntries = "notify-new-entries"
  /// Whether articles load remote images (and anything else from other servers); off, an
  /// article makes no request at all; on by default (`b`).
  case remoteImages = "remote-images"
  /// Whether every feed is refreshed once after the window first shows; off, only feeds never
  /// fetched are; on by default (`b`).
  case refreshAtStartUp = "refresh-at-start-up"
  /// Whether an entry shown in the article pane is marked read; on by default (`b`).
  case markReadOnOpen = "mark-read-on-open"
  /// Days entries are kept (starred ones and those still listed always), 0 = regardless of
  /// age; 90 by default, the store's own retention before this setting (`u`).
  case keepEntriesDays = "keep-entries-days"
  /// The style windows are drawn in: `system` follows the desktop's light or dark preference,
  /// `light` and `dark` force one; `system` by default (`s`).
  case style = "style"

  /// A value of one of the schema's types.
  enum Value: Equatable {
    /// `i`
    case int(Int32)
    /// `u`
    case uint(UInt32)
    /// `b`
    case bool(Bool)
    /// `s`
    case string(String)
  }

  /// The schema's default; keep in step with the XML (`SettingDefaultsTests` compares).
  var schemaDefault: Value {
    switch self {
    case .windowWidth: .int(1240)
    case .windowHeight: .int(760)
    case .windowMaximized: .bool(false)
    case .selectedFeed: .string("")
    case .refreshInterval: .uint(30)
    case .wheelPulls: .bool(false)
    case .showScrollReadout: .bool(false)
    case .notifyNewEntries: .bool(true)
    case .remoteImages: .bool(true)
    case .refreshAtStartUp: .bool(true)
    case .markReadOnOpen: .bool(true)
    case .keepEntriesDays: .uint(90)
    case .style: .string("system")
    }
  }
}
