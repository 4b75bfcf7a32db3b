import ArgumentParser
import Foundation
import RefreshCore

/// `overshoot-cli replay FILE|-`: runs an `OVERSHOOT_TRACE` recording through the pull state
/// machine and prints what happened, one JSON line each.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay a pull-to-refresh trace through the state machine.",
    discussion: """
      FILE holds one JSON event per line, as the widget writes it with OVERSHOOT_TRACE=FILE; \
      `-` reads standard input. Prints {"t":T,"phase":P,"fraction":F} on each phase change and \
      {"t":T,"refresh":"start"|"end","n":N} when the n-th refresh starts or ends; a refresh ends \
      only on a finish or cancel event. A malformed line, an unknown event or a missing field \
      stops the replay with exit status 65 and one line on stderr naming the line.
      """
  )

  /// Exit status for bad input, as sysexits.h names it: EX_DATAERR.
  static let dataErrorStatus: Int32 = 65
  /// Exit status for an unreadable file: EX_NOINPUT.
  static let noInputStatus: Int32 = 66

  @Argument(help: "The trace file, or - for standard input.")
  var file: String

  @Option(help: "Threshold in points (default: 80, clamped to the viewport height).")
  var threshold: Double?

  @Option(help: "What a trigger does during a refresh: ignore, restart or queue.")
  var policy: ReplayPolicy = .ignore

  @Option(help: "When an armed pull starts: on release, or on reaching the threshold.")
  var trigger: ReplayTrigger = .release

  @Flag(help: "Let mouse-wheel pulls count (they are ignored by default).")
  var wheel = false

  @Option(help: "Wheel notches closer than this many milliseconds add up.")
  var wheelWindow: Double = PullConfiguration().wheelWindowMilliseconds

  @Option(help: "Milliseconds the indicator takes to collapse after a refresh.")
  var collapse: Double = PullConfiguration().collapseMilliseconds

  func validate() throws {
    if let threshold, !(threshold > 0 && threshold.isFinite) {
      throw ValidationError("--threshold must be a positive number of points.")
    }
  }

  func run() throws {
    var replayer = TraceReplayer(configuration: pullConfiguration)
    do {
      try forEachLine { line in
        for output in try replayer.feed(line: line) {
          print(output.jsonLine)
        }
      }
    } catch let error as TraceLineError {
      Self.failLine(String(describing: error), status: Self.dataErrorStatus)
    }
  }

  /// The state machine's configuration from the options.
  var pullConfiguration: PullConfiguration {
    PullConfiguration(
      threshold: threshold.map(PullThreshold.points) ?? .standard,
      trigger: trigger.pullTrigger,
      policy: policy.refreshPolicy,
      wheelPullsEnabled: wheel,
      wheelWindowMilliseconds: wheelWindow,
      collapseMilliseconds: collapse)
  }

  /// Calls `body` with each line of the input, without its line ending. A file and standard
  /// input are read the same way, line by line as they come (so a live trace can be piped in),
  /// and bytes that are not UTF-8 become U+FFFD instead of failing the whole file.
  private func forEachLine(_ body: (Substring) throws -> Void) throws {
    let isStandardInput = file == "-"
    // Standard input through a stream of its own: the C `stdin` global is shared mutable state.
    guard let stream = isStandardInput ? fdopen(STDIN_FILENO, "rb") : fopen(file, "rb") else {
      Self.failLine(
        "cannot read \(file): \(String(cString: strerror(errno)))", status: Self.noInputStatus)
    }
    defer { if !isStandardInput { fclose(stream) } }
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    while true {
      let length = getline(&buffer, &capacity, stream)
      guard length >= 0, let buffer else { break }
      var bytes = UnsafeRawBufferPointer(start: buffer, count: length)
      if bytes.last == UInt8(ascii: "\n") {
        bytes = UnsafeRawBufferPointer(rebasing: bytes.dropLast())
      }
      try body(Self.trimmingCarriageReturn(Substring(String(decoding: bytes, as: UTF8.self))))
    }
    if ferror(stream) != 0 {
      Self.failLine(
        "cannot read \(file): \(String(cString: strerror(errno)))", status: Self.noInputStatus)
    }
  }

  /// Traces edited on Windows end lines with CR LF; the CR is not part of the JSON.
  private static func trimmingCarriageReturn(_ line: Substring) -> Substring {
    line.last == "\r" ? line.dropLast() : line
  }

  /// Prints `message` as the single stderr line and exits with `status`.
  private static func failLine(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    Self.exit(withError: ExitCode(status))
  }
}

/// `--policy` values, short as the issue spells them.
enum ReplayPolicy: String, ExpressibleByArgument, CaseIterable {
  case ignore, restart, queue

  var refreshPolicy: RefreshPolicy {
    switch self {
    case .ignore: .ignore
    case .restart: .cancelAndRestart
    case .queue: .queueOne
    }
  }
}

/// `--trigger` values.
enum ReplayTrigger: String, ExpressibleByArgument, CaseIterable {
  case release, threshold

  var pullTrigger: PullTrigger {
    switch self {
    case .release: .onRelease
    case .threshold: .onThreshold
    }
  }
}
