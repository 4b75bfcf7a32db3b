/// One note: a title, a body and the folder it is filed in.
public struct Note: Identifiable, Hashable, Sendable {
  /// A number unique among the store's notes.
  public let id: Int
  /// The one-line title the list shows.
  public var title: String
  /// The text the detail pane shows.
  public var body: String
  /// The folder (a section of the list) it is filed in.
  public var folder: String

  /// Creates a note.
  public init(id: Int, title: String, body: String, folder: String) {
    self.id = id
    self.title = title
    self.body = body
    self.folder = folder
  }
}
