/// Why ``ListDiff`` refused to diff two lists.
public enum ListDiffError: Error, Equatable, Sendable {
  /// Which of the two lists an error is about.
  public enum List: String, Sendable {
    /// The list the splices start from.
    case old
    /// The list the splices must produce.
    case new
  }

  /// `id` occurs twice in `list`, at `firstPosition` and `secondPosition` (0-based).
  ///
  /// The id is kept as text so the error stays one concrete type whatever the id type is.
  case duplicateID(id: String, list: List, firstPosition: Int, secondPosition: Int)
}

extension ListDiffError: CustomStringConvertible {
  /// One sentence that names the id and where it repeats, fit for a log or a CLI's stderr.
  public var description: String {
    switch self {
    case .duplicateID(let id, let list, let first, let second):
      return "duplicate id \"\(id)\" in the \(list.rawValue) list, at positions \(first) and "
        + "\(second); list ids must be unique"
    }
  }
}
