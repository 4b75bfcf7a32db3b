import Foundation
import Testing

@testable import FeedCore

/// A transfer's thread has ended, its per-thread destructors run, when its result arrives: a
/// process that exits next leaves no thread ending (and no library state unfreed) behind.
@Suite struct JoinedThreadTests {
  /// The names of this process's threads, from /proc.
  static func threadNames() -> [String] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.compactMap {
      (try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  @Test func theThreadHasEndedWhenTheResultArrives() async {
    for round in 0..<50 {
      let name = "joined-\(round)"
      // Work at the very end of the job, as a transfer's libraries have: a thread still ending.
      let result = await JoinedThread.run(named: name) { () -> Int in
        Thread.current.threadDictionary["state"] = NSObject()
        return round * 2
      }
      #expect(result == round * 2)
      #expect(!Self.threadNames().contains(name), "thread \(name) still runs after its result")
    }
  }
}
