import Foundation
import RefreshCore
import TestSupport
import Testing

/// `TraceReplayer` and `overshoot-cli replay`: traces in, phases and refreshes out.
@Suite struct ReplayTests {
  static let pullAndRefresh = """
    {"t":0,"event":"geometry","viewport":600,"content":2000,"offset":0}
    {"t":10,"event":"pull","dy":30,"source":"touchpad"}
    {"t":20,"event":"pull","dy":60,"source":"touchpad"}
    {"t":30,"event":"release"}
    {"t":40,"event":"pull","dy":100,"source":"touch"}
    {"t":50,"event":"release"}
    {"t":500,"event":"finish","result":"success"}
    {"t":800,"event":"tick"}

    """

  @Test func printsPhaseChangesAndRefreshes() throws {
    let lines = try TraceReplayer.replay(Self.pullAndRefresh).map(\.jsonLine)
    #expect(
      lines == [
        #"{"t":10,"phase":"pulling","fraction":0.375}"#,
        #"{"t":20,"phase":"armed","fraction":1.125}"#,
        #"{"t":30,"phase":"refreshing","fraction":0}"#,
        #"{"t":30,"refresh":"start","n":1}"#,
        #"{"t":500,"refresh":"end","n":1}"#,
        #"{"t":500,"phase":"finishing","fraction":0}"#,
        #"{"t":800,"phase":"idle","fraction":0}"#,
      ])
  }

  @Test func theConfigurationChangesTheReplay() throws {
    // With a 120-point threshold the first pull (90 points) never arms.
    let outputs = try TraceReplayer.replay(
      Self.pullAndRefresh, configuration: PullConfiguration(threshold: .points(120)))
    #expect(!outputs.contains(.refreshStarted(t: 30, n: 1)))
    #expect(outputs.first == .phase(t: 10, phase: .pulling, fraction: 0.25))
  }

  @Test func aRefreshEndsOnlyOnFinishOrCancel() throws {
    let trace = """
      {"t":0,"event":"request","source":"keyboard"}
      {"t":100000,"event":"tick"}
      {"t":200000,"event":"cancel"}
      """
    let outputs = try TraceReplayer.replay(trace)
    #expect(outputs.filter { if case .refreshEnded = $0 { true } else { false } }.count == 1)
    #expect(outputs.contains(.refreshEnded(t: 200_000, n: 1)))
  }

  @Test func aBadLineStopsTheReplayNamingItsNumber() {
    let trace = Self.pullAndRefresh.replacingOccurrences(
      of: #"{"t":30,"event":"release"}"#, with: #"{"t":30,"event":"lift"}"#)
    #expect(throws: TraceLineError(line: 4, reason: #"unknown event "lift""#)) {
      try TraceReplayer.replay(trace)
    }
  }

  @Test func blankLinesAreSkippedButCounted() {
    var replayer = TraceReplayer()
    #expect((try? replayer.feed(line: "")) == [])
    #expect((try? replayer.feed(line: "   ")) == [])
    #expect(throws: TraceLineError(line: 3, reason: #"missing field "t""#)) {
      try replayer.feed(line: #"{"event":"tick"}"#)
    }
  }

  // MARK: - The built command

  /// `overshoot-cli` next to this test binary, when `swift test` built it.
  static let cli: URL? = {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("overshoot-cli")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      if directory.lastPathComponent == "debug" || directory.lastPathComponent == "release" {
        break
      }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }()

  /// Runs `overshoot-cli replay - OPTIONS` with `input` on stdin.
  func runReplay(_ input: String, _ options: [String] = []) throws -> (Int32, String, String) {
    let cli = try #require(Self.cli)
    let result = try DeadlineProcess.run(
      cli.path, ["replay", "-"] + options, input: Data(input.utf8), seconds: 30)
    return (result.status, result.stdoutText, result.stderr)
  }

  @Test(.enabled(if: cli != nil, "overshoot-cli is not built next to the tests"))
  func theCommandPrintsTheReplay() throws {
    let (status, output, errors) = try runReplay(Self.pullAndRefresh, ["--threshold", "80"])
    #expect(status == 0)
    #expect(errors.isEmpty)
    let expected = try TraceReplayer.replay(Self.pullAndRefresh).map { $0.jsonLine + "\n" }
    #expect(output == expected.joined())
  }

  @Test(.enabled(if: cli != nil, "overshoot-cli is not built next to the tests"))
  func theCommandExitsWith65AndOneLineOnBadInput() throws {
    let trace = #"{"t":0,"event":"tick"}"# + "\n" + #"{"t":1,"event":"pull","source":"touch"}"#
    let (status, _, errors) = try runReplay(trace)
    #expect(status == 65)
    #expect(errors == "line 2: missing field \"dy\"\n")
  }

  @Test(.enabled(if: cli != nil, "overshoot-cli is not built next to the tests"))
  func theCommandTakesTheOptions() throws {
    let wheel = """
      {"t":0,"event":"pull","dy":50,"source":"wheel"}
      {"t":100,"event":"pull","dy":50,"source":"wheel"}
      {"t":1000,"event":"tick"}
      """
    let (_, ignored, _) = try runReplay(wheel)
    #expect(ignored.isEmpty)
    let (status, output, _) = try runReplay(
      wheel, ["--wheel", "--trigger", "threshold", "--policy", "queue"])
    #expect(status == 0)
    #expect(output.contains(#"{"t":100,"refresh":"start","n":1}"#))
  }
}
