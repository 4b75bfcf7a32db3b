import Overshoot

/// A Playground section's page: its title, a line saying what to try, then the demo filling
/// the rest.
struct SectionPage: Widget {
  let title: String
  let summary: String
  let content: [any Widget]

  /// The page of the section `title`, explained by `summary`, showing `content`.
  init(title: String, summary: String, @WidgetBuilder content: () -> [any Widget]) {
    self.title = title
    self.summary = summary
    self.content = content()
  }

  /// Makes the page's column.
  func makeGtkWidget() -> GtkWidgetPointer {
    let demo = content.count == 1 ? content[0] : VStack { content }
    return VStack(spacing: 8) {
      Text(title).oneLine().cssClass("playground-title")
      Text(summary).paragraph().font(.secondary)
      demo.expanding(horizontally: true, vertically: true)
    }
    .padding(EdgeInsets(top: 16, leading: 18, bottom: 16, trailing: 18))
    .makeGtkWidget()
  }
}
