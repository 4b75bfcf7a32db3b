import Foundation

/// Appends trace events to a file, one JSON line each, for `OVERSHOOT_TRACE=FILE`.
///
/// The file is opened once, in append mode, and every line is written with one `write` call, so
/// a crash loses nothing and lines from two writers never interleave mid-line.
public final class TraceWriter {
  /// The environment variable naming the trace file.
  public static let environmentVariable = "OVERSHOOT_TRACE"

  /// The file being written.
  public let path: String
  private let descriptor: Int32
  private var origin: Double?

  /// Opens (creating if needed) `path` for appending.
  public init(path: String) throws(TraceWriterError) {
    self.path = path
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw TraceWriterError(path: path, reason: String(cString: strerror(errno)))
    }
    self.descriptor = descriptor
  }

  /// A writer for the file `OVERSHOOT_TRACE` names, or `nil` when it is unset or empty.
  public static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(TraceWriterError) -> TraceWriter? {
    guard let path = environment[environmentVariable], !path.isEmpty else { return nil }
    return try TraceWriter(path: path)
  }

  deinit {
    close(descriptor)
  }

  /// Appends `event`, timed relative to the first event this writer recorded, as the contract's
  /// `t` wants; `milliseconds` is on the controller's monotonic clock.
  public func record(_ event: PullEvent, at milliseconds: Double) throws(TraceWriterError) {
    let origin = self.origin ?? milliseconds
    self.origin = origin
    try write(TraceEvent(t: milliseconds - origin, event: event))
  }

  /// Appends `event` as it is.
  public func write(_ event: TraceEvent) throws(TraceWriterError) {
    let line = Array((event.jsonLine + "\n").utf8)
    var written = 0
    while written < line.count {
      let result = line.withUnsafeBytes { bytes in
        Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw TraceWriterError(path: path, reason: String(cString: strerror(errno)))
      }
      written += result
    }
  }
}

/// A trace file that cannot be opened or written, with the system's reason.
public struct TraceWriterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The trace file.
  public var path: String
  /// The system's reason, e.g. "Permission denied".
  public var reason: String

  /// "cannot write trace file PATH: REASON (set OVERSHOOT_TRACE to a writable path)".
  public var description: String {
    "cannot write trace file \(path): \(reason) (set \(TraceWriter.environmentVariable) to a writable path)"
  }
}
