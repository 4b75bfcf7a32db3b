import CGtk
import GtkGlue

/// What a widget draws, as GSK render nodes: for tests that check how a frame is drawn, not
/// only which pixels it ends with.
@MainActor
struct RenderNodeTree {
  /// Every node, parents before their children.
  private(set) var nodes: [OpaquePointer] = []
  /// The snapshot's root, released when the tree is.
  private let root: OpaquePointer?

  /// The nodes `widget` draws now (it must be laid out).
  init(of widget: UnsafeMutablePointer<GtkWidget>) {
    let paintable: OpaquePointer = gtk_widget_paintable_new(widget)
    defer { g_object_unref(paintable.gpointer) }
    let snapshot: OpaquePointer = gtk_snapshot_new()
    gdk_paintable_snapshot(
      paintable, snapshot, Double(gtk_widget_get_width(widget)),
      Double(gtk_widget_get_height(widget)))
    root = gtk_snapshot_free_to_node(snapshot)
    if let root { collect(root) }
  }

  /// Releases the snapshot.
  func release() {
    if let root { gsk_render_node_unref(root) }
  }

  /// Opacity nodes over a container of nodes that draws text: GSK's GL renderer draws each of
  /// these into an offscreen texture first (an opacity over a single node only scales its
  /// alpha). A scroll bar fading out after its flash is such a group too, but draws no text.
  var offscreenTextOpacityGroups: Int {
    nodes.filter {
      gsk_render_node_get_node_type($0) == GSK_OPACITY_NODE
        && gsk_render_node_get_node_type(gsk_opacity_node_get_child($0)) == GSK_CONTAINER_NODE
        && Self.drawsText(gsk_opacity_node_get_child($0))
    }.count
  }

  /// Whether `node` or a node under it is text.
  private static func drawsText(_ node: OpaquePointer) -> Bool {
    gsk_render_node_get_node_type(node) == GSK_TEXT_NODE
      || children(of: node).contains(where: drawsText)
  }

  /// How many text nodes (runs of glyphs) the widget draws.
  var textRuns: Int {
    nodes.filter { gsk_render_node_get_node_type($0) == GSK_TEXT_NODE }.count
  }

  private mutating func collect(_ node: OpaquePointer) {
    nodes.append(node)
    for child in Self.children(of: node) { collect(child) }
  }

  /// The direct children of `node`, for every node type that has any.
  private static func children(of node: OpaquePointer) -> [OpaquePointer] {
    switch gsk_render_node_get_node_type(node) {
    case GSK_CONTAINER_NODE:
      (0..<gsk_container_node_get_n_children(node)).map { gsk_container_node_get_child(node, $0) }
    case GSK_TRANSFORM_NODE: [gsk_transform_node_get_child(node)]
    case GSK_OPACITY_NODE: [gsk_opacity_node_get_child(node)]
    case GSK_CLIP_NODE: [gsk_clip_node_get_child(node)]
    case GSK_ROUNDED_CLIP_NODE: [gsk_rounded_clip_node_get_child(node)]
    case GSK_COLOR_MATRIX_NODE: [gsk_color_matrix_node_get_child(node)]
    case GSK_SHADOW_NODE: [gsk_shadow_node_get_child(node)]
    case GSK_REPEAT_NODE: [gsk_repeat_node_get_child(node)]
    case GSK_BLUR_NODE: [gsk_blur_node_get_child(node)]
    case GSK_DEBUG_NODE: [gsk_debug_node_get_child(node)]
    case GSK_BLEND_NODE:
      [gsk_blend_node_get_bottom_child(node), gsk_blend_node_get_top_child(node)]
    case GSK_CROSS_FADE_NODE:
      [gsk_cross_fade_node_get_start_child(node), gsk_cross_fade_node_get_end_child(node)]
    default: []
    }
  }
}
