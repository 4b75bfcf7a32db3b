import ArgumentParser
import Foundation
import ListDiffing

/// `overshoot-cli diff OLD NEW`: the splices that turn one id list into another, as JSON lines.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Print the splices that turn the ids in OLD into the ids in NEW.",
    discussion: """
      OLD and NEW hold one id per line; a final empty line is ignored. Each output line is one \
      splice, {"position":P,"removed":R,"added":["id",...]}, to apply in the order printed, \
      exactly as a GListModel's items-changed would report it. Ids must be unique in each file.
      """
  )

  @Argument(help: "File of the current ids, one per line.")
  var old: String

  @Argument(help: "File of the wanted ids, one per line.")
  var new: String

  func run() throws {
    let oldIDs = try Self.readIDs(old, role: "OLD")
    let newIDs = try Self.readIDs(new, role: "NEW")
    let splices: [ListSplice<String>]
    do {
      splices = try ListDiff.splices(from: oldIDs, to: newIDs)
    } catch .duplicateID(let id, let list, let first, let second) {
      let file = list == .old ? "OLD file \(old)" : "NEW file \(new)"
      Self.fail(
        "duplicate id \(SpliceJSON.quoted(id)) in \(file), at lines \(first + 1) and \(second + 1);"
          + " ids must be unique")
    }
    var output = ""
    for splice in splices {
      SpliceJSON.append(splice, to: &output)
    }
    FileHandle.standardOutput.write(Data(output.utf8))
  }

  /// The ids in `path`, one per line, without the empty string a final newline leaves.
  static func readIDs(_ path: String, role: String) throws -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      fail("cannot read \(role) file \(path): \(error.localizedDescription)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      fail("cannot read \(role) file \(path): it is not UTF-8 text")
    }
    // "\r\n" is one Character in Swift, so it must be named to split files written on Windows.
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    if lines.last?.isEmpty == true {
      lines.removeLast()
    }
    return lines.map(String.init)
  }

  /// Prints one line to stderr and exits with status 1: the CLI's error contract.
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("overshoot-cli diff: \(message)\n".utf8))
    Foundation.exit(1)
  }
}
