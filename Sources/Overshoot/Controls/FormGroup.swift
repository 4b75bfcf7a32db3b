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
    var shown = gtk_widget_get_first_child(column)
    if let heading {
      guard let made = shown,
        SectionHeading(parts: heading, title: headingTitle).update(made)
      else { return false }
      shown = gtk_widget_get_next_sibling(made)
    }
    guard let list = shown else { return false }
    let listBox = list.checked(gtk_list_box_get_type())
    for (index, row) in rows.enumerated() {
      guard let listRow = gtk_list_box_get_row_at_index(listBox, Int32(index)),
        let made = gtk_list_box_row_get_child(listRow), row.update(made)
      else { return false }
    }
    shown = gtk_widget_get_next_sibling(list)
    if let footer {
      guard let made = shown, SectionFooter(parts: footer).update(made) else { return false }
    }
    return true
  }

  /// The heading, the boxed list and the footer, in a column.
  @MainActor
  func makeGtkWidget() -> UnsafeMutablePointer<GtkWidget> {
    let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
    if let heading {
      let made = SectionHeading(parts: heading, title: headingTitle).makeGtkWidget()
      gtk_box_append(column.checked(as: GtkBox.self), made)
    }
    let list = gtk_list_box_new()!
    let listBox = list.checked(gtk_list_box_get_type())
    gtk_list_box_set_selection_mode(listBox, GTK_SELECTION_NONE)
    gtk_widget_add_css_class(list, "boxed-list")
    gtk_widget_add_css_class(list, FormStyle.listClass)
    if let headingTitle { overshoot_accessible_set_label(list, headingTitle) }
    for row in rows {
      let listRow = gtk_list_box_row_new()!
      let rowPointer = listRow.checked(gtk_list_box_row_get_type(), as: GtkListBoxRow.self)
      gtk_list_box_row_set_activatable(rowPointer, 0)
      // The row's control takes the focus, not the row around it.
      gtk_widget_set_focusable(listRow, 0)
      gtk_list_box_row_set_child(rowPointer, row.makeGtkWidget())
      gtk_list_box_append(listBox, listRow)
    }
    gtk_box_append(column.checked(as: GtkBox.self), list)
    if let footer {
      gtk_box_append(
        column.checked(as: GtkBox.self), SectionFooter(parts: footer).makeGtkWidget())
    }
    return column
  }
}
