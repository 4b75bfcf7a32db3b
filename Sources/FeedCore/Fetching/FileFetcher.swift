import Foundation
import OvershootLocalization

/// Reads `file://` feeds; the file's modification time and size stand in for `Last-Modified`.
enum FileFetcher {
  static func fetch(_ request: FetchRequest, policy: FetchPolicy) throws(FetchError)
    -> FetchOutcome
  {
    let path = request.url.path
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw FileManager.default.fileExists(atPath: path)
        ? .unreadable(path: path, reason: tr("permission denied")) : .fileNotFound(path)
    }
    if (attributes[.type] as? FileAttributeType) == .typeDirectory {
      throw .unreadable(path: path, reason: tr("it is a directory"))
    }
    // Sub-second time plus size: a file rewritten within the same second still counts as changed.
    let stamp = (attributes[.modificationDate] as? Date).map {
      "\($0.timeIntervalSince1970) \(attributes[.size] as? Int ?? -1)"
    }
    if let stamp, stamp == request.lastModified { return .notModified }
    if let size = attributes[.size] as? Int, size > policy.maxBytes {
      throw .tooLarge(limit: policy.maxBytes)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable(path: path, reason: tr("permission denied"))
    }
    defer { try? handle.close() }
    // Read one byte past the cap so a file that grew since stat() is still caught.
    let data: Data
    do {
      data = try handle.read(upToCount: policy.maxBytes + 1) ?? Data()
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    if data.count > policy.maxBytes { throw .tooLarge(limit: policy.maxBytes) }
    return .fetched(FetchedDocument(data: data, url: request.url, lastModified: stamp))
  }
}
