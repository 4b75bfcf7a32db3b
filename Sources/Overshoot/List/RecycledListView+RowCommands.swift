import CGtk
import GtkGlue

extension RecycledListView {
  /// Lets the reader reach `commands` on the rows: the context menu opens on a right click and a
  /// long press (touch) anywhere in a row, and on Shift+F10 and the Menu key on the focused row;
  /// Delete deletes the focused row (the selected rows when it is among them); Alt+Up and
  /// Alt+Down move it.
  func installRowCommands(_ commands: RowCommands) {
    let click = Gtk.GestureClick()
    click.button = 3
    // Before the row's own click handling, which would select the row under a right click.
    click.propagationPhase = GTK_PHASE_CAPTURE
    click.connectPressed { [weak self] _, x, y in
      guard let self, self.openMenu(commands, atListPoint: (x, y)) else { return }
      click.setState(GTK_EVENT_SEQUENCE_CLAIMED)
    }
    gtkWidget.addController(click)
    let longPress = Gtk.GestureLongPress()
    longPress.isTouchOnly = true
    longPress.propagationPhase = GTK_PHASE_CAPTURE
    longPress.connectWithPoint("pressed") { [weak self] x, y in
      _ = self?.openMenu(commands, atListPoint: (x, y))
    }
    gtkWidget.addController(longPress)
    KeyboardShortcuts.add(KeyboardShortcuts.contextMenu, to: gtkWidget) { [weak self] in
      guard let self, let slot = self.focusedSlot, let position = slot.position else {
        return false
      }
      return self.openMenu(commands.menu(position), on: slot, at: nil)
    }
    KeyboardShortcuts.add(["Delete", "KP_Delete"], to: gtkWidget) { [weak self] in
      guard let self, let positions = self.positionsToDelete else { return false }
      return commands.delete(positions)
    }
    for (key, offset) in [("<Alt>Up", -1), ("<Alt>Down", 1)] {
      KeyboardShortcuts.add([key], to: gtkWidget) { [weak self] in
        guard let position = self?.focusedSlot?.position else { return false }
        return commands.move(position, offset)
      }
    }
  }

  /// The row under `point` (in the list view's coordinates), opened with its menu there.
  private func openMenu(_ commands: RowCommands, atListPoint point: (x: Double, y: Double))
    -> Bool
  {
    guard let slot = slot(at: point), let position = slot.position else { return false }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(slot.widget, gtkWidget, &bounds) != 0 else { return false }
    let x = point.x - Double(bounds.origin.x)
    let y = point.y - Double(bounds.origin.y)
    return openMenu(commands.menu(position), on: slot, at: (x, y))
  }

  /// Shows `items` over the row of `slot`; the focus goes back to the row when the menu closes
  /// (GTK leaves it nowhere).
  private func openMenu(
    _ items: [ContextMenu.Item], on slot: RowSlot<Item, ID>, at point: (Double, Double)?
  )
    -> Bool
  {
    guard !items.isEmpty, let id = slot.id else { return false }
    #if DEBUG
      ListRowMenus.openCount += 1
    #endif
    ContextMenu.show(items, on: slot.widget, at: point) { [weak self] in
      #if DEBUG
        ListRowMenus.openCount -= 1
      #endif
      MainContext.idle {
        guard let self, self.focusedID == nil, let position = self.position(of: id) else { return }
        self.focusRow(at: position)
      }
    }
    return true
  }

  /// The row whose list item holds the keyboard focus.
  var focusedSlot: RowSlot<Item, ID>? {
    guard let id = focusedID else { return nil }
    return slots.values.first { $0.id == id && $0.position != nil }
  }

  /// The row at `point` in the list view's coordinates.
  func slot(at point: (x: Double, y: Double)) -> RowSlot<Item, ID>? {
    guard var picked = gtk_widget_pick(gtkWidget, point.x, point.y, GTK_PICK_DEFAULT) else {
      return nil
    }
    while let parent = picked.parent, parent != gtkWidget { picked = parent }
    guard picked.parent == gtkWidget, let row = picked.firstChild
    else { return nil }
    return slots.values.first { $0.widget == row }
  }

  /// What Delete acts on: the selected rows when the focused row is one of them, else the
  /// focused row; nil when no row has the focus.
  private var positionsToDelete: [Int]? {
    guard let focused = focusedSlot?.position else { return nil }
    let selected = selectedPositions
    return selected.contains(focused) ? selected : [focused]
  }
}

#if DEBUG
  /// Row context menus open now, for tests.
  @MainActor @_spi(Testing)
  public enum ListRowMenus {
    /// Menus shown and not yet closed.
    public internal(set) static var openCount = 0
  }
#endif
