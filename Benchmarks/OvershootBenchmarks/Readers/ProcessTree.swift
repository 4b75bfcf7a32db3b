import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A process and everything it started (WebKit's web and network processes, a bus's services),
/// read from /proc: their memory summed, and ending them all.
enum ProcessTree {
  /// `pid` and its descendants, parents first.
  static func members(of pid: Int32) -> [Int32] {
    var children: [Int32: [Int32]] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for name in entries {
      guard let child = Int32(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the command name in parentheses: state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = Int32(fields[1]) {
        children[parent, default: []].append(child)
      }
    }
    var found = [pid]
    var index = 0
    while index < found.count {
      found += children[found[index]] ?? []
      index += 1
    }
    return found
  }

  /// Resident and peak resident memory of `pid` and its descendants, summed (bytes).
  static func memory(of pid: Int32) -> TreeMemory {
    var total = TreeMemory()
    for member in members(of: pid) {
      guard let status = try? String(contentsOfFile: "/proc/\(member)/status", encoding: .utf8)
      else { continue }
      total.processes += 1
      let command = (try? String(contentsOfFile: "/proc/\(member)/comm", encoding: .utf8)) ?? "?"
      var own = ProcessMemory(command: command.trimmingCharacters(in: .whitespacesAndNewlines))
      let rollup =
        (try? String(contentsOfFile: "/proc/\(member)/smaps_rollup", encoding: .utf8)) ?? ""
      for line in rollup.split(separator: "\n") where line.hasPrefix("Pss:") {
        let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if parts.count >= 2, let kilobytes = Double(parts[1]) {
          own.proportional += kilobytes * 1024
        }
      }
      for line in status.split(separator: "\n") {
        let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count >= 2, let kilobytes = Double(parts[1]) else { continue }
        if parts[0] == "VmRSS:" { own.resident += kilobytes * 1024 }
        if parts[0] == "VmHWM:" { total.peak += kilobytes * 1024 }
      }
      total.resident += own.resident
      total.proportional += own.proportional
      total.members.append(own)
    }
    return total
  }

  /// Sends SIGTERM to `pid` and its descendants, then SIGKILL to those still there after
  /// `grace` seconds.
  static func terminate(_ pid: Int32, grace: Double = 3) {
    let all = members(of: pid)
    for member in all { kill(member, SIGTERM) }
    let deadline = Date().addingTimeInterval(grace)
    while Date() < deadline, all.contains(where: { kill($0, 0) == 0 && !isZombie($0) }) {
      usleep(50_000)
    }
    for member in all where kill(member, 0) == 0 { kill(member, SIGKILL) }
  }

  private static func isZombie(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
  }
}

/// Memory of a process tree, in bytes.
struct TreeMemory {
  /// VmRSS summed: what the tree holds now.
  var resident = 0.0
  /// Pss summed (smaps_rollup): each page shared between the processes counted once in all,
  /// where VmRSS counts it in each.
  var proportional = 0.0
  /// VmHWM summed: each process's own peak, added up (an upper bound of the tree's peak).
  var peak = 0.0
  /// How many processes were summed.
  var processes = 0
  /// Each process's own figures, the reader's first.
  var members: [ProcessMemory] = []

  /// Their command names (`/proc/PID/comm`), the reader's first.
  var commands: [String] { members.map(\.command) }

  /// Each process's resident and proportional memory in MB, the same commands together:
  /// `overshoot 311/190, WebKitWebProcess 219/120, bwrap ×4 13/1` (VmRSS/Pss).
  var breakdown: String {
    var order: [String] = []
    var grouped: [String: (count: Int, resident: Double, proportional: Double)] = [:]
    for member in members {
      if grouped[member.command] == nil { order.append(member.command) }
      grouped[member.command, default: (0, 0, 0)].count += 1
      grouped[member.command]?.resident += member.resident
      grouped[member.command]?.proportional += member.proportional
    }
    return order.map { command in
      let group = grouped[command] ?? (0, 0, 0)
      let count = group.count > 1 ? " ×\(group.count)" : ""
      return "\(command)\(count) \(Int((group.resident / 1_048_576).rounded()))/"
        + "\(Int((group.proportional / 1_048_576).rounded()))"
    }.joined(separator: ", ")
  }
}

/// One process's memory, in bytes.
struct ProcessMemory {
  /// `/proc/PID/comm`.
  var command: String
  /// VmRSS.
  var resident = 0.0
  /// Pss.
  var proportional = 0.0
}
