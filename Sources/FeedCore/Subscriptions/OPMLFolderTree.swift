/// Feeds arranged by folder for export: a folder named by a path ("Tech / Swift") is a folder
/// "Swift" inside "Tech", so other readers see the nesting the file was imported with.
struct OPMLFolderTree {
  /// Feeds directly in this folder, in the order given.
  private var feeds: [OPMLOutline] = []
  /// Subfolders by name, and their names in the order they first appeared.
  private var children: [String: OPMLFolderTree] = [:]
  private var order: [String] = []

  /// Files `outline` under the path its folder names.
  mutating func insert(_ outline: OPMLOutline) {
    let path = outline.folder.map { $0.components(separatedBy: FolderName.separator) } ?? []
    insert(outline, at: path[...])
  }

  private mutating func insert(_ outline: OPMLOutline, at path: ArraySlice<String>) {
    guard let first = path.first else {
      feeds.append(outline)
      return
    }
    if children[first] == nil {
      children[first] = OPMLFolderTree()
      order.append(first)
    }
    children[first]?.insert(outline, at: path.dropFirst())
  }

  /// Appends this folder's contents as `<outline>` lines: its feeds, then each subfolder.
  func write(into lines: inout [String], indent: String) {
    for feed in feeds { lines.append(OPML.feedLine(feed, indent: indent)) }
    for name in order {
      guard let child = children[name] else { continue }
      let escaped = OPML.escape(name)
      lines.append("\(indent)<outline text=\"\(escaped)\" title=\"\(escaped)\">")
      child.write(into: &lines, indent: indent + "  ")
      lines.append("\(indent)</outline>")
    }
  }
}
