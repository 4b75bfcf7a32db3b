import Foundation

/// `overshoot-benchmarks callgrind`: instructions per frame and per scrolled row under
/// `valgrind --tool=callgrind`, which repeat exactly for the same binary and input.
///
/// Each list is run twice in its own process under callgrind, scrolling `short` and then `long`
/// frames; the difference of the two instruction totals divided by the difference of frames is
/// the cost of a frame, with start-up, list building and the warm-up cancelled out.
@MainActor
enum CallgrindBenchmark {
  /// Runs every list, prints instructions per frame and per row and the ratios.
  static func run(short: Int, long: Int, lists: [BenchList], deadline: Double) throws -> Int32 {
    // Cairo unless told otherwise: GL under valgrind runs llvmpipe instruction by instruction.
    let environment = [
      "GSK_RENDERER": ProcessInfo.processInfo.environment["GSK_RENDERER"] ?? "cairo"
    ]
    print(
      "callgrind: instructions per frame = (Ir(\(long) frames) - Ir(\(short) frames)) / "
        + "\(long - short), renderer \(environment["GSK_RENDERER"]!), \(ScrollingBenchmark.rows) rows, "
        + "\(Int(ScrollingBenchmark.pixelsPerFrame)) px/frame")
    let binary = try strippedCopy()
    defer { try? FileManager.default.removeItem(atPath: binary) }
    var perFrame: [BenchList: Double] = [:]
    var perRow: [BenchList: Double] = [:]
    for list in lists {
      let few = try instructions(
        list, binary: binary, frames: short, environment: environment, deadline: deadline)
      let many = try instructions(
        list, binary: binary, frames: long, environment: environment, deadline: deadline)
      let frame = Double(many.instructions - few.instructions) / Double(long - short)
      perFrame[list] = frame
      let rowsPerFrame = ScrollingBenchmark.pixelsPerFrame / many.rowHeight
      perRow[list] = frame / rowsPerFrame
      print(
        pad(list.title, 52) + pad("\(format(frame / 1e6, decimals: 3)) M Ir/frame", 20)
          + "\(format(frame / rowsPerFrame / 1e3, decimals: 1)) k Ir/row (row \(format(many.rowHeight, decimals: 1)) px)"
      )
    }
    print("ratio to the C baseline (instructions per scrolled row; per frame in brackets)")
    for list in lists {
      guard let baseline = list.baseline, let ours = perRow[list], let theirs = perRow[baseline],
        let oursFrame = perFrame[list], let theirsFrame = perFrame[baseline]
      else { continue }
      print(
        "  \(pad(list.rawValue, 10)) / \(pad(baseline.rawValue, 10)) \(format(ours / theirs)) "
          + "(\(format(oursFrame / theirsFrame)))")
    }
    return 0
  }

  /// The instruction total of one callgrind run of `scroll-one`, and the list's row height.
  private static func instructions(
    _ list: BenchList, binary: String, frames: Int, environment: [String: String], deadline: Double
  ) throws -> (instructions: Int, rowHeight: Double) {
    let outFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-callgrind-\(getpid())-\(list.rawValue)-\(frames).out").path
    defer { try? FileManager.default.removeItem(atPath: outFile) }
    let run = try ChildRun.run(
      "/usr/bin/valgrind",
      [
        "--tool=callgrind", "--callgrind-out-file=\(outFile)", binary, "scroll-one",
        list.rawValue, "--frames", String(frames), "--rows", String(ScrollingBenchmark.rows),
      ], environment: environment, deadline: deadline)
    guard run.status == 0, !run.timedOut else {
      throw BenchFailure(
        "callgrind run of \(list.rawValue) (\(frames) frames) "
          + (run.timedOut ? "passed its \(Int(deadline)) s deadline" : "exited \(run.status)")
          + "; is valgrind installed (apt-get install valgrind)?")
    }
    let text = try String(contentsOfFile: outFile, encoding: .utf8)
    guard
      let totals = text.split(separator: "\n").first(where: {
        $0.hasPrefix("totals:") || $0.hasPrefix("summary:")
      }),
      let count = totals.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { throw BenchFailure("no instruction total in \(outFile)") }
    let height = run.output.split(separator: "\n").compactMap { line -> Double? in
      guard line.hasPrefix("row-height ") else { return nil }
      return Double(line.dropFirst("row-height ".count))
    }.last
    return (count, height ?? 1)
  }
}

extension CallgrindBenchmark {
  /// This executable without its DWARF 5 debug info, which valgrind 3.19 (Debian 12) cannot
  /// read ("unhandled dwarf2 abbrev form code 0x25"); function names stay in the symbol table.
  static func strippedCopy() throws -> String {
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("overshoot-benchmarks-stripped-\(getpid())").path
    let run = try ChildRun.run(
      "/usr/bin/strip", ["--strip-debug", "-o", copy, ChildRun.selfPath], deadline: 60)
    guard run.status == 0 else {
      throw BenchFailure("strip --strip-debug failed (exit \(run.status)); install binutils")
    }
    return copy
  }
}

/// A bench that could not run, with what to do about it.
struct BenchFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
