import Foundation

extension Feed {
  /// Names an untitled feed after the host it came from, so no list shows a blank name; the
  /// same rule for every format.
  mutating func takeHostTitle(from url: URL?) {
    if title == nil, let host = url?.host { title = host }
  }
}
