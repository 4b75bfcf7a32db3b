import CGtk
import GtkGlue
import Overshoot

/// Pull-to-refresh around ordinary widgets rather than a list: a tall card of text, and a short
/// card that fits its viewport (which GTK alone could never pull).
@MainActor
final class RefreshableContentSection: PlaygroundSection {
  static let name = "refreshable-content"
  static let title = "Refreshable content"
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The view around the tall card.
  let tall: RefreshableScrolledWindow
  /// The view around the short card.
  let short: RefreshableScrolledWindow
  /// The tall card's refresh, for its count.
  let tallRefresh: DemoRefresh
  private let shortRefresh: DemoRefresh

  /// The section, with both views idle.
  init() {
    let tallStatus = PlaygroundWidgets.label("Last refreshed: never.", classes: ["heading"])
    let shortStatus = PlaygroundWidgets.label("Last refreshed: never.", classes: ["heading"])
    tallRefresh = DemoRefresh(status: tallStatus)
    shortRefresh = DemoRefresh(status: shortStatus)
    tall = RefreshableScrolledWindow(child: Self.tallCard(status: tallStatus))
    short = RefreshableScrolledWindow(child: Self.shortCard(status: shortStatus))
    tall.onRefresh { [tallRefresh] in try await tallRefresh.run() }
    short.onRefresh { [shortRefresh] in try await shortRefresh.run() }

    let columns = PlaygroundWidgets.box(
      GTK_ORIENTATION_HORIZONTAL, spacing: 18,
      [
        Self.column("Tall content", tall),
        Self.column("Short content (fits, still pullable)", short),
      ])
    gtk_box_set_homogeneous(columns.checked(as: GtkBox.self), 1)
    widget = PlaygroundWidgets.sectionPage(
      title: Self.title,
      summary:
        "Pull down with two fingers, drag with a finger, press F5, or click Refresh. "
        + "Each refresh takes 1.5 s; every third one fails so the error line can be seen.",
      content: columns)
  }

  /// A caption, the refreshable view, and a Refresh button under it.
  private static func column(_ caption: String, _ view: RefreshableScrolledWindow)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let frame = gtk_frame_new(nil)!
    gtk_frame_set_child(frame.checked(gtk_frame_get_type(), as: GtkFrame.self), view.widget)
    gtk_widget_set_vexpand(frame, 1)
    let button = PlaygroundWidgets.button("Refresh") { [weak view] in
      view?.beginRefreshing(source: .button)
    }
    gtk_widget_set_halign(button, GTK_ALIGN_START)
    return PlaygroundWidgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 6,
      [PlaygroundWidgets.label(caption, classes: ["heading"]), frame, button])
  }

  /// Several paragraphs in a card: taller than the viewport, so it scrolls and overshoots.
  private static func tallCard(status: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    let paragraphs = [
      "This card is not a list: any widget tree can sit inside a RefreshableScrolledWindow.",
      "The indicator lives in an overlay above the content. While a refresh runs, the content "
        + "moves down to make room for the spinner and comes back when the refresh ends.",
      "Pulls are measured by Overshoot itself, because GTK keeps its overshoot distance private: "
        + "touchpad deltas in the capture phase, touch drags on an ancestor, and edge-overshot "
        + "as a backstop.",
      "Esc cancels a running refresh. The view going away cancels it too.",
      "Scroll down and pull again: a pull only counts at the top edge.",
    ]
    var children = [status]
    for (index, text) in paragraphs.enumerated() {
      children.append(PlaygroundWidgets.label("\(index + 1). " + text, wraps: true))
    }
    // Filler so the card overflows even a tall window.
    for line in 1...24 {
      children.append(
        PlaygroundWidgets.label("Filler line \(line) of 24", classes: ["dim-label"]))
    }
    return card(children)
  }

  /// One line of content: shorter than any viewport.
  private static func shortCard(status: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>
  {
    card([
      status,
      PlaygroundWidgets.label(
        "Two lines only. GTK never scrolls content that fits, so it never overshoots; "
          + "Overshoot's own controllers still see the pull.", wraps: true),
    ])
  }

  private static func card(_ children: [UnsafeMutablePointer<GtkWidget>])
    -> UnsafeMutablePointer<GtkWidget>
  {
    let card = PlaygroundWidgets.box(GTK_ORIENTATION_VERTICAL, spacing: 10, children)
    gtk_widget_add_css_class(card, "playground-card")
    gtk_widget_set_valign(card, GTK_ALIGN_START)
    for setMargin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      setMargin(card, 12)
    }
    return card
  }
}
