import CGtk
import GtkGlue
import Overshoot
import ScrollCore

/// A horizontal `ScrollView` of 40 cards with a live readout of its `ScrollGeometry`: offset,
/// sizes, velocity, phase and the visible cards, updated through `onScrollGeometryChange`.
@MainActor
final class CarouselSection: PlaygroundSection {
  static let name = "carousel"
  static let title = "Carousel geometry"
  let widget: UnsafeMutablePointer<GtkWidget>
  /// The horizontal scroll view.
  let scrollView: ScrollView
  /// The readout label.
  let readout: UnsafeMutablePointer<GtkWidget>
  /// Where the cards are.
  let layout = CarouselLayout()

  /// The section, scrolled to the first card.
  init() {
    let strip = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, Int32(layout.spacing))!
    gtk_widget_set_margin_start(strip, Int32(layout.padding))
    gtk_widget_set_margin_end(strip, Int32(layout.padding))
    gtk_widget_set_margin_top(strip, 8)
    gtk_widget_set_margin_bottom(strip, 12)
    for index in 0..<layout.count {
      gtk_box_append(
        strip.checked(as: GtkBox.self), Self.card(index, width: Int32(layout.cardWidth)))
    }
    scrollView = ScrollView(child: strip)
    gtk_scrolled_window_set_policy(
      scrollView.scrolledWindow.checked(gtk_scrolled_window_get_type()), GTK_POLICY_AUTOMATIC,
      GTK_POLICY_NEVER)
    readout = PlaygroundWidgets.label("", classes: ["playground-readout"])

    let buttons = PlaygroundWidgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [])
    let content = PlaygroundWidgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 10, [scrollView.scrolledWindow, buttons, readout])
    gtk_widget_set_valign(content, GTK_ALIGN_START)
    widget = PlaygroundWidgets.sectionPage(
      title: Self.title,
      summary:
        "Scroll sideways (Shift+wheel, touchpad, or the buttons). The readout below is "
        + "onScrollGeometryChange: called at most once per frame, only when the geometry changed.",
      content: content)

    let scrollView = scrollView
    let cardTwenty = ScrollPoint(x: layout.offset(ofCard: 19), y: 0)
    let targets: [(String, @MainActor () -> Void)] = [
      ("Start", { scrollView.scroll(toEdge: .leading, animated: true) }),
      ("Card 20", { scrollView.scroll(toOffset: cardTwenty, animated: true) }),
      ("End", { scrollView.scroll(toEdge: .trailing, animated: true) }),
    ]
    for (title, action) in targets {
      gtk_box_append(buttons.checked(as: GtkBox.self), PlaygroundWidgets.button(title, action))
    }
    scrollView.onScrollGeometryChange(
      for: ScrollGeometry.self, of: { $0 },
      action: { [weak self] _, geometry in self?.show(geometry) })
    show(scrollView.geometry)
  }

  private func show(_ geometry: ScrollGeometry) {
    PlaygroundWidgets.setText(readout, GeometryReadoutText.text(for: geometry, layout: layout))
  }

  /// A card: a colour band and its number.
  private static func card(_ index: Int, width: Int32) -> UnsafeMutablePointer<GtkWidget> {
    let band = gtk_drawing_area_new()!
    gtk_widget_set_size_request(band, -1, 56)
    let color = hue(Double(index) / 40)
    band.setDrawFunction { cairo, bandWidth, bandHeight in
      cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
      cairo_rectangle(cairo, 0, 0, Double(bandWidth), Double(bandHeight))
      cairo_fill(cairo)
    }
    let card = PlaygroundWidgets.box(
      GTK_ORIENTATION_VERTICAL, spacing: 8,
      [band, PlaygroundWidgets.label("Card \(index + 1)", classes: ["heading"])])
    gtk_widget_add_css_class(card, "playground-card")
    gtk_widget_set_size_request(card, width, 110)
    gtk_widget_set_hexpand(card, 0)
    return card
  }

  /// A saturated colour around the colour wheel, `turn` from 0 to 1.
  private static func hue(_ turn: Double) -> (red: Double, green: Double, blue: Double) {
    let channel = { (phase: Double) in
      0.55 + 0.35 * cos(2 * Double.pi * (turn - phase))
    }
    return (channel(0), channel(1.0 / 3), channel(2.0 / 3))
  }
}
