/// Everything a list view needs to go from one snapshot to the next: the structural splices and
/// the surviving items whose content changed.
public struct ListChanges<ID: Hashable>: Hashable {
  /// Structural changes, to apply in order (see ``ListDiff/splices(from:to:)``).
  public var splices: [ListSplice<ID>]
  /// Items present in both snapshots whose content changed, ordered by their new position.
  ///
  /// Reported apart from the splices so a view rebinds only these rows. An item that also moved
  /// is listed here too, though its re-insertion already rebinds it.
  public var contentChanged: [ListContentChange<ID>]

  /// Whether the new snapshot looks exactly like the old one.
  public var isEmpty: Bool { splices.isEmpty && contentChanged.isEmpty }

  /// Creates a change set; ``ListDiff/changes(from:to:id:contentEqual:)`` is the usual source.
  @inlinable
  public init(splices: [ListSplice<ID>], contentChanged: [ListContentChange<ID>]) {
    self.splices = splices
    self.contentChanged = contentChanged
  }
}

/// An item whose id survived an update but whose content did not.
public struct ListContentChange<ID: Hashable>: Hashable {
  /// The item's id.
  public var id: ID
  /// The item's position in the new list, i.e. after all splices are applied.
  public var position: Int

  /// Creates a content change record.
  @inlinable
  public init(id: ID, position: Int) {
    self.id = id
    self.position = position
  }
}

extension ListChanges: Sendable where ID: Sendable {}
extension ListContentChange: Sendable where ID: Sendable {}
