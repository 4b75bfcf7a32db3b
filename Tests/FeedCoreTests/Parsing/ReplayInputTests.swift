import Foundation
import Testing

/// `overshoot-cli replay FILE` reads a file exactly as it reads standard input (issue 17: a
/// Latin-1 byte made the file fail with exit 66 while stdin replayed), and names bad lines.
@Suite struct ReplayInputTests {
  static var cli: URL? { InterruptedMergeTests.cli }

  /// Runs the CLI with `input` on stdin; killed, and the test failed by name, after 30 s.
  func run(_ arguments: [String], input: Data = Data()) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let process = Process()
    process.executableURL = Self.cli
    process.arguments = arguments
    let stdin = Pipe()
    let out = Pipe()
    let err = Pipe()
    process.standardInput = stdin
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: deadline)
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    deadline.cancel()
    #expect(
      process.terminationReason == .exit,
      "overshoot-cli \(arguments.joined(separator: " ")) was killed after 30 s")
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  // Computed, not a stored static: a static Data stays until exit, behind a pointer Swift tags
  // with its representation's bits, which LeakSanitizer does not take for a pointer (it listed
  // the bytes as leaked).
  static var trace: Data {
    Data(
      Array(
        """
        {"t":0,"event":"geometry","viewport":600,"content":2000,"offset":0}
        {"t":1,"event":"pull","dy":120,"source":"touch","note":"caf
        """.utf8) + [0xE9]
        + Array(
          """
          "}
          {"t":2,"event":"release"}
          {"t":3,"event":"finish","result":"success"}

          """.utf8))
  }

  @Test(.enabled(if: cli != nil, "needs the built overshoot-cli"))
  func aFileReplaysExactlyAsStandardInput() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("latin1.trace")
    try Self.trace.write(to: file)
    let fromFile = try run(["replay", file.path])
    let fromStdin = try run(["replay", "-"], input: Self.trace)
    #expect(fromStdin.status == fromFile.status)
    #expect(fromFile.stdout == fromStdin.stdout)
    #expect(fromFile.stderr == fromStdin.stderr)
    #expect(fromFile.stdout.contains("\"refresh\":\"start\""))
  }

  @Test(.enabled(if: cli != nil, "needs the built overshoot-cli"))
  func aBadLineIsNamedFromAFileToo() throws {
    let directory = try TemporaryDirectory()
    let file = directory.file("bad.trace")
    try Data("{\"t\":0,\"event\":\"release\"}\n{\"t\":1,\"event\":\"jump\"}\n".utf8).write(to: file)
    let result = try run(["replay", file.path])
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 2"))
    let missing = try run(["replay", directory.file("missing.trace").path])
    #expect(missing.status == 66)
    #expect(missing.stderr.hasPrefix("cannot read"))
  }
}
