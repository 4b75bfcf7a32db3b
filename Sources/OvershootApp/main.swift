import Overshoot
import OvershootAdwaita
import OvershootRelease

#if canImport(Glibc)
  import Glibc
#endif

/// Writes one line to stderr.
func printError(_ message: String) {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

let options: LaunchOptions
do {
  options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("overshoot: \(error.message) (see overshoot --help)")
  exit(64)
}

switch options.action {
case .printVersion:
  print("overshoot \(OvershootVersion.string)")
  exit(0)
case .printHelp:
  print(LaunchOptions.usage)
  exit(0)
case .run:
  break
}

do {
  try Application.openDisplay()
} catch {
  printError("overshoot: \(error); run it in a desktop session, or headless: xvfb-run -a overshoot")
  exit(2)
}

// What AdwApplication does at start-up: libadwaita's style sheet and style manager.
Adwaita.initialize()
// libadwaita 1.6's spinner in progress views and the pull-to-refresh indicator where the running
// libadwaita has it (GTK's on Debian 12's 1.2); set before any window is made.
ProgressViewStyle.appDefault = .adwaita
NavigationSplitViewStyle.appDefault = .adwaita
let application = OvershootApplication(options: options)
exit(application.run())
