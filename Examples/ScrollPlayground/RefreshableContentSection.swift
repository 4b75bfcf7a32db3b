import Overshoot

/// Pull-to-refresh around ordinary widgets rather than a list: a tall card of text, and a short
/// card that fits its viewport (which GTK alone could never pull).
@MainActor
final class RefreshableContentSection: PlaygroundSection {
  static let name = "refreshable-content"
  static let title = "Refreshable content"
  /// The tall card's refresh, for its count and status.
  let tallRefresh = DemoRefresh()
  /// The short card's refresh.
  let shortRefresh = DemoRefresh()
  /// The view around the tall card.
  private(set) lazy var tall = RefreshableScrolledWindow(
    child: Self.tallCard(status: tallRefresh).makeGtkWidget())
  /// The view around the short card.
  private(set) lazy var short = RefreshableScrolledWindow(
    child: Self.shortCard(status: shortRefresh).makeGtkWidget())

  private(set) lazy var widget = SectionPage(
    title: Self.title,
    summary:
      "Pull down with two fingers, drag with a finger, press F5, or click Refresh. Each refresh takes 1.5 s; every third one fails so the error line can be seen."
  ) {
    HStack(spacing: 18) {
      Self.column("Tall content", tall)
      Self.column("Short content (fits, still pullable)", short)
    }
    .equalSizedChildren()
  }
  .makeGtkWidget()

  /// The section, with both views idle.
  init() {
    tall.onRefresh { [tallRefresh] in try await tallRefresh.run() }
    short.onRefresh { [shortRefresh] in try await shortRefresh.run() }
  }

  /// A caption, the refreshable view, and a Refresh button under it.
  private static func column(_ caption: String, _ view: RefreshableScrolledWindow) -> some Widget {
    VStack(spacing: 6) {
      Text(caption).oneLine().font(.headline)
      view.border().expanding(horizontally: true, vertically: true)
      Button("Refresh") { [weak view] in view?.beginRefreshing(source: .button) }
        .leadingAligned()
    }
  }

  /// Several paragraphs in a card: taller than the viewport, so it scrolls and overshoots.
  private static func tallCard(status refresh: DemoRefresh) -> some Widget {
    let paragraphs = [
      "This card is not a list: any widget tree can sit inside a RefreshableScrolledWindow.",
      "The indicator lives in an overlay above the content. While a refresh runs, the content moves down to make room for the spinner and comes back when the refresh ends.",
      "Pulls are measured by Overshoot itself, because GTK keeps its overshoot distance private: touchpad deltas in the capture phase, touch drags on an ancestor, and edge-overshot as a backstop.",
      "Esc cancels a running refresh. The view going away cancels it too.",
      "Scroll down and pull again: a pull only counts at the top edge.",
    ]
    return card {
      Text(refresh.status).oneLine().font(.headline)
      for (index, text) in paragraphs.enumerated() {
        Text("\(index + 1). " + text).paragraph()
      }
      // Filler so the card overflows even a tall window.
      for line in 1...24 {
        Text("Filler line \(line) of 24").oneLine().font(.secondary)
      }
    }
  }

  /// One line of content: shorter than any viewport.
  private static func shortCard(status refresh: DemoRefresh) -> some Widget {
    card {
      Text(refresh.status).oneLine().font(.headline)
      Text(
        "Two lines only. GTK never scrolls content that fits, so it never overshoots; Overshoot's own controllers still see the pull."
      )
      .paragraph()
    }
  }

  private static func card(@WidgetBuilder _ content: () -> [any Widget]) -> some Widget {
    VStack(spacing: 10) { content() }
      .cssClass("playground-card")
      .topAligned()
      .padding(12)
  }
}
