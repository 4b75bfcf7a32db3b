/// The rules a `Form`'s boxed lists need: room in their rows always, and, where libadwaita
/// (whose style sheet draws `boxed-list`) is not in use, the boxed look itself, which GTK 4's
/// own theme lacks. Colors are drawn from the text color (no theme's named colors, which
/// themes after 4.8 may drop), over the list's own background.
@MainActor
enum FormStyle {
  /// The style class of a form's lists.
  static let listClass = "overshoot-form-list"
  private static var installed = false

  /// Adds the rules once there is a display, once per process.
  static func install() {
    guard !installed else { return }
    var css = """
      list.\(listClass) > row { padding: 8px 12px; min-height: 34px; }
      """
    if !AdwaitaRuntime.isInitialized {
      css += """

        list.boxed-list.\(listClass) {
          border: 1px solid alpha(currentColor, 0.15); border-radius: 12px;
        }
        list.boxed-list.\(listClass) > row { border-bottom: 1px solid alpha(currentColor, 0.15); }
        list.boxed-list.\(listClass) > row:first-child {
          border-top-left-radius: 12px; border-top-right-radius: 12px;
        }
        list.boxed-list.\(listClass) > row:last-child {
          border-bottom: none; border-bottom-left-radius: 12px; border-bottom-right-radius: 12px;
        }
        """
    }
    installed = StyleSheet.add(css)
  }
}
