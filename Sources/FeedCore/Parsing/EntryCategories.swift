/// An entry's categories: the format's own `<category>` elements, else its `dc:subject`s.
enum EntryCategories {
  /// RSS `<category>` text, else `dc:subject`.
  static func rss(_ item: XMLNode) -> [String] {
    let own = item.children("category", in: Namespace.rss).compactMap { TextConstruct.rss($0) }
    return distinct(own.isEmpty ? DublinCore.subjects(of: item) : own)
  }

  /// Atom `<category>` labels (a human-readable name) or terms, else `dc:subject`.
  static func atom(_ entry: XMLNode) -> [String] {
    let own = entry.children("category", in: Namespace.anyAtom).compactMap { category in
      [category.attributes["label"], category.attributes["term"]].lazy
        .compactMap { $0.map(PlainText.collapsingWhitespace) }
        .first { !$0.isEmpty }
    }
    return distinct(own.isEmpty ? DublinCore.subjects(of: entry) : own)
  }

  /// `names` in order with later repeats dropped.
  private static func distinct(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
