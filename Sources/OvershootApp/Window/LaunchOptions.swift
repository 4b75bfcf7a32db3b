/// What the command line asked the app to do, parsed before GTK starts so that `--version`,
/// `--help` and bad options work without a display.
struct LaunchOptions: Equatable {
  /// The one thing to do.
  enum Action: Equatable {
    /// Open the main window.
    case run
    /// Print the version and exit.
    case printVersion
    /// Print usage and exit.
    case printHelp
  }

  var action: Action = .run
  /// Where `--screenshot` writes the window once its first frame is drawn.
  var screenshotPath: String?
  /// Feeds (paths or URLs) to subscribe to on launch.
  var feedsToOpen: [String] = []

  /// A command-line mistake, reported as one line with the usage hint.
  struct Mistake: Error, Equatable {
    let message: String
  }

  static let usage = """
    Usage: overshoot [OPTION…] [FEED-FILE-OR-URL…]

    A feed reader built on Overshoot's pull-to-refresh, recycled lists and scroll geometry.

    Options:
      --screenshot FILE.png  Draw the window once, write it as PNG, and exit
      --version              Print the version and exit
      -h, --help             Show this help and exit
    """

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(Mistake) -> LaunchOptions {
    var options = LaunchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--version": options.action = .printVersion
      case "-h", "--help": options.action = .printHelp
      case "--screenshot":
        guard let path = remaining.popFirst(), !path.isEmpty else {
          throw Mistake(message: "--screenshot needs a file name, e.g. --screenshot window.png")
        }
        options.screenshotPath = path
      case let value where value.hasPrefix("--screenshot="):
        options.screenshotPath = String(value.dropFirst("--screenshot=".count))
      case let value where value.hasPrefix("-") && value != "-":
        throw Mistake(message: "unknown option \(value)")
      default: options.feedsToOpen.append(argument)
      }
    }
    return options
  }
}
