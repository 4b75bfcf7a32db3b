import CGtk
import GtkGlue

/// One group of a `Form`: a heading, a boxed list with a row per widget, a footer.
struct FormGroup {
  let heading: [any Widget]?
  let headingTitle: String?
  let rows: [any Widget]
  let footer: [any Widget]?

  /// The groups of a form's `parts`: one per `Section`, and one per run of other widgets.
  @MainActor
  static func groups(of parts: [any Widget]) -> [FormGroup] {
    var groups: [FormGroup] = []
    var loose: [any Widget] = []
    func closeLoose() {
      if !loose.isEmpty {
        groups.append(FormGroup(heading: nil, headingTitle: nil, rows: loose, footer: nil))
      }
      loose = []
    }
    for part in flattened(parts) {
      guard let section = part as? Section else {
        loose.append(part)
        continue
      }
      closeLoose()
      groups.append(
        FormGroup(
          heading: section.header?(), headingTitle: section.headerTitle,
          rows: flattened(section.content()), footer: section.footer?()))
    }
    closeLoose()
    return groups
  }

  /// `parts` with what each `if`, `switch` and `for` shows in its place, so that each of
  /// those widgets is a row (or a section) of its own.
  @MainActor
  static func flattened(_ parts: [any Widget]) -> [any Widget] {
    parts.flatMap { part -> [any Widget] in
      guard let branch = part as? BuilderBranch else { return [part] }
      return flattened(branch.parts)
    }
  }

  /// What must match for `update`: a heading or not, the rows' shapes, a footer or not.
  @MainActor
  var shape: WidgetShape {
    var parts: [WidgetShape] = []
    if let heading { parts.append(SectionHeading(parts: heading, title: headingTitle).shape) }
    parts.append(WidgetShape(FormGroup.self, children: rows.map(\.shape)))
    if let footer { parts.append(SectionFooter(parts: footer).shape) }
    return WidgetShape(FormGroup.self, children: parts)
  }

  /// Shows this group in `column`, which a group of the same shape made.
  @MainActor
  func update(_ column: UnsafeMutablePointer<GtkWidget>) -> Bool {
    var shown = column.firstChild
    if let heading {
      guard let made = shown,
        SectionHeading(parts: heading, title: headingTitle).update(made)
      else { return false }
      shown = made.nextSibling
    }
    guard let list = shown else { return false }
    let listBox = Gtk.ListBox(list)
    for (index, row) in rows.enumerated() {
      guard let listRow = listBox.row(at: index), let made = listRow.child, row.update(made)
      else { return false }
    }
    shown = list.nextSibling
    if let footer {
      guard let made = shown, SectionFooter(parts: footer).update(made) else { return false }
    }
    return true
  }

  /// The heading, the boxed list and the footer, in a column.
  @MainActor
  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let column = Gtk.Box(orientation: GTK_ORIENTATION_VERTICAL, spacing: 6)
    if let heading {
      let made = SectionHeading(parts: heading, title: headingTitle).makeGtkWidget()
      column.append(made)
    }
    let listBox = Gtk.ListBox()
    let list = listBox.widget
    listBox.selectionMode = GTK_SELECTION_NONE
    list.addCSSClass("boxed-list")
    list.addCSSClass(FormStyle.listClass)
    if let headingTitle { overshoot_accessible_set_label(list, headingTitle) }
    for row in rows {
      let listRow = Gtk.ListBoxRow()
      listRow.isActivatable = false
      // The row's control takes the focus, not the row around it.
      listRow.isFocusable = false
      listRow.child = row.makeGtkWidget()
      listBox.append(listRow)
    }
    column.append(list)
    if let footer {
      column.append(SectionFooter(parts: footer).makeGtkWidget())
    }
    return column.widget
  }
}
