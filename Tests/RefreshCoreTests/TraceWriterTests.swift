import Foundation
import RefreshCore
import Testing

/// The `OVERSHOOT_TRACE` writer: appends lines, times them from the first event, fails clearly.
@Suite struct TraceWriterTests {
  func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-trace-\(UUID().uuidString).jsonl").path
  }

  @Test func appendsOneLinePerEventTimedFromTheFirst() throws {
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try TraceWriter(path: path)
    try writer.record(.geometry(viewport: 600, content: 2000, offset: 0), at: 1000)
    try writer.record(.pull(dy: 12, source: .touchpad), at: 1016.25)
    try writer.record(.release, at: 1100)
    // A second writer on the same file appends, as a second run of the app would.
    try TraceWriter(path: path).record(.tick, at: 5)
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(
      lines == [
        #"{"t":0,"event":"geometry","viewport":600,"content":2000,"offset":0}"#,
        #"{"t":16.25,"event":"pull","dy":12,"source":"touchpad"}"#,
        #"{"t":100,"event":"release"}"#,
        #"{"t":0,"event":"tick"}"#,
      ])
  }

  @Test func anUnwritablePathFailsWithTheReason() {
    do {
      _ = try TraceWriter(path: "/nonexistent-dir/trace.jsonl")
      Issue.record("opening succeeded")
    } catch {
      #expect(error.path == "/nonexistent-dir/trace.jsonl")
      #expect(error.reason == "No such file or directory")
      #expect(error.description.contains("OVERSHOOT_TRACE"))
    }
  }

  @Test func theEnvironmentVariableChoosesTheFile() throws {
    #expect(try TraceWriter.fromEnvironment([:]) == nil)
    #expect(try TraceWriter.fromEnvironment(["OVERSHOOT_TRACE": ""]) == nil)
    let path = temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try TraceWriter.fromEnvironment(["OVERSHOOT_TRACE": path])?.path == path)
  }
}
