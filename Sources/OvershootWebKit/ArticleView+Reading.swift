import GtkGlue
import Overshoot
import WebKitLoader

/// Reading on with Space and search highlights, as in Liferea, NewsFlash and Thunderbird: Space
/// pages through the article and, at its end, the app moves to the next entry (Shift+Space, at
/// its top, to the previous one); the words a search looks for are highlighted in the article.
extension ArticleView {
  /// Calls `action` when the reader presses Space in the article with nothing left to scroll:
  /// the article is at its end, or fits whole. Before that, Space pages down as usual (and
  /// Shift+Space up). WebKit says so itself (it hands back a Space its page could not use), so
  /// this works with the page's JavaScript off. Also for a Space ``routeSpace(from:to:)`` sends.
  public func onSpaceAtEnd(perform action: @escaping @MainActor () -> Void) -> ArticleView {
    var view = self
    view.spaceAtEnd = action
    return view
  }

  /// Calls `action` when the reader presses Shift+Space in the article with nothing left to
  /// scroll up: the article is at its top, or fits whole. Before that, Shift+Space pages up as
  /// usual. The mirror of ``onSpaceAtEnd(perform:)``, told by WebKit the same way, so a reader
  /// can go back to the previous entry; also for a Shift+Space ``routeSpace(from:to:)`` sends.
  public func onShiftSpaceAtStart(perform action: @escaping @MainActor () -> Void)
    -> ArticleView
  {
    var view = self
    view.shiftSpaceAtStart = action
    return view
  }

  /// Highlights `text` in the article wherever a word starts with it, case ignored (a search's
  /// word: "radi" marks "Radish"), and again in every article shown after; the empty text (the
  /// default) highlights nothing. Read again when an observed property it uses changes. WebKit
  /// may scroll the article to the first match.
  public func highlighting(_ text: @autoclosure @escaping @MainActor () -> String) -> ArticleView {
    var view = self
    view.highlight = text
    return view
  }

  /// How many matches WebKit highlighted in the article in `widget` (a view an `ArticleView`
  /// made) for its ``highlighting(_:)`` text; 0 with none, before the article has loaded and
  /// for any other widget. WebKit counts after the load, so it may lag a moment behind.
  public static func highlightedMatchCount(in widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    ArticleHolder.attached(to: widget)?.page?.highlightedMatches ?? 0
  }

  /// Makes Space and Shift+Space pressed with the focus in `source` (an entry list beside the
  /// article) go to the article in `article` (a view an `ArticleView` made): it takes the
  /// keyboard focus and pages as if the key had been pressed there, so at its end
  /// ``onSpaceAtEnd(perform:)``'s action runs (at its top, for Shift+Space,
  /// ``onShiftSpaceAtStart(perform:)``'s). Space stays `source`'s while the article shows
  /// nothing (no article yet, or hidden) and on a text field, button, check box or switch.
  public static func routeSpace(
    from source: UnsafeMutablePointer<GtkWidget>, to article: UnsafeMutablePointer<GtkWidget>
  ) {
    guard let holder = ArticleHolder.attached(to: article) else {
      return ArticleLinks.warn("ArticleView.routeSpace(from:to:) was given no article view")
    }
    let controller = Gtk.EventControllerKey()
    // Capture: a list row binds Space (select) and would take it first.
    controller.propagationPhase = GTK_PHASE_CAPTURE
    typealias Pressed = @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean
    let pressed: Pressed = { controller, keyval, _, state, data in
      let box = ClosureBox<@MainActor (OpaquePointer, guint, guint) -> Bool>.from(data)
      guard let controller else { return 0 }
      return MainActor.assumeIsolated { box.closure(OpaquePointer(controller), keyval, state) }
        ? 1 : 0
    }
    let route: @MainActor (OpaquePointer, guint, guint) -> Bool = {
      [weak holder] controller, keyval, state in
      guard overshoot_webkit_space_kind(keyval, state) != 0, let page = holder?.page,
        page.shown != nil, page.webView.isMapped,
        !SpaceKeeping.focusKeepsSpace(in: source),
        let event = gtk_event_controller_get_current_event(controller),
        // Put back while the focus stayed here, the key would come round to this again.
        page.webView.grabFocus()
      else { return false }
      // Pressed again with the web view focused: WebKit scrolls, or hands it back at the end.
      overshoot_webkit_put_event_again(page.webView, event)
      return true
    }
    _ = connectSignal(
      controller, "key-pressed", route, trampoline: unsafeBitCast(pressed, to: GCallback.self))
    source.addController(controller)
  }
}

/// The widgets whose own Space must win over reading on.
@MainActor
enum SpaceKeeping {
  /// Whether the focus, inside `source`, is on a widget that uses Space itself: a text field
  /// (a space typed), a button, check box or switch (pressed).
  static func focusKeepsSpace(in source: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let root = source.root, var current = root.focus else {
      return false
    }
    let keepers = [
      gtk_editable_get_type(), gtk_button_get_type(), gtk_check_button_get_type(),
      gtk_switch_get_type(),
    ]
    while current != source {
      if keepers.contains(where: { g_type_check_instance_is_a(current.typeInstance, $0) != 0 }) {
        return true
      }
      guard let parent = current.parent else { return false }
      current = parent
    }
    return false
  }
}
