import ArgumentParser
import Foundation

/// Where the feed commands write warnings and how they fail: one line on stderr, exit status 1.
enum Terminal {
  /// Writes `message` to stderr as a warning.
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }

  /// Writes `message` to stderr as an error and returns the exit to throw.
  static func failure(_ message: String) -> ExitCode {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    return ExitCode.failure
  }
}
