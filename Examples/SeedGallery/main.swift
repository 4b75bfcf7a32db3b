import Overshoot
import ScrollPlayground
import SeedExamples

// Opens one seed example: `swift run seed-gallery 3` (0…4; 3 has pages a, b and c: `3b`), or
// the scroll playground, each feature with controls that drive it: `swift run seed-gallery
// playground`.
let choice = CommandLine.arguments.dropFirst().first ?? "0"
let model = Headlines()
let tracking = Seed003ScrollTracking.Tracking()
// A page for each window (the gallery started again opens another), made once GTK runs and kept
// as long as the app.
var playgrounds: [PlaygroundPage] = []
@MainActor func playgroundWindow() -> Window {
  let page = PlaygroundPage()
  playgrounds.append(page)
  return Window("Scroll Playground", width: 1000, height: 680) { EmbeddedWidget(page.widget) }
}
Application(id: "org.overshoot.SeedGallery") {
  switch choice {
  case "0b": Seed000PullToRefresh.completionHandler(model)
  case "1": Seed001TurningIcon.window(model)
  case "2": Seed002LazyColumn.window(model)
  case "3", "3a": Seed003ScrollTracking.separatorsHidden(model)
  case "3b": Seed003ScrollTracking.offsetReadout(tracking)
  case "3c": Seed003ScrollTracking.largeTitle(model, tracking)
  case "4": Seed004FlashIndicators.window(model)
  case "playground": playgroundWindow()
  default: Seed000PullToRefresh.list(model)
  }
}.run()
