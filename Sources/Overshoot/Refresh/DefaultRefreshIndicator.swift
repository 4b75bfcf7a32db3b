import CGtk
import GtkGlue
import RefreshCore

/// The standard indicator: an arrow that turns and fades in with the pull, a spinner while
/// refreshing, and a line of text ("Pull to refresh", "Release to refresh", "Refreshing…",
/// "Updated just now" or a short error). Its accessible label always says the same words, read
/// as a progress bar's name by screen readers. The spinner is that of a ``ProgressViewStyle`` (the app's
/// default unless one is given).
@MainActor
public final class DefaultRefreshIndicator: RefreshIndicatorView {
  /// The indicator's root: a centred row of arrow or spinner, and the label.
  public let gtkWidget: UnsafeMutablePointer<GtkWidget>
  /// Room kept while refreshing.
  public let refreshingHeight: Double = 52
  private let reference: ObjectRef
  private let arrow = PullArrow()
  private let spinner: UnsafeMutablePointer<GtkWidget>
  private let label: UnsafeMutablePointer<GtkWidget>
  private var shownText = ""

  /// A default indicator whose spinner `progressViewStyle` makes.
  public init(progressViewStyle: ProgressViewStyle = .appDefault) {
    // A progress bar, not a generic box, so later GTKs expose its label to screen readers too.
    gtkWidget = overshoot_progress_box_new(10)
    reference = ObjectRef(sinking: gtkWidget)
    gtkWidget.halign = GTK_ALIGN_CENTER
    gtkWidget.valign = GTK_ALIGN_CENTER
    gtkWidget.setSizeRequest(width: -1, height: Int(refreshingHeight))
    gtkWidget.addCSSClass("refresh-indicator")
    spinner = progressViewStyle.makeSpinner()
    overshoot_accessible_set_label(spinner, tr("Refreshing"))
    spinner.isVisible = false
    label = Gtk.Label(text: tr("Pull to refresh")).widget
    Gtk.Label(label).usesMarkup = false
    Gtk.Label(label).ellipsize = PANGO_ELLIPSIZE_END
    label.addCSSClass("dim-label")
    let box = Gtk.Box(gtkWidget)
    box.append(arrow.widget)
    box.append(spinner)
    box.append(label)
    setAccessibleLabel(gtkWidget, tr("Pull to refresh"))
  }

  /// Draws `state`.
  public func render(_ state: PullState, outcome: RefreshOutcome?) {
    let refreshing = state.phase == .refreshing
    let pulling = state.phase == .idle || state.phase == .pulling || state.phase == .armed
    arrow.setShown(pulling)
    arrow.setTurn(state.fraction)
    // The spinner animates while shown, whichever kind the style made.
    spinner.isVisible = refreshing
    gtkWidget.opacity = pulling ? min(max(state.fraction, 0), 1) : 1

    let failed: Bool
    if case .failure = outcome, state.phase == .finishing { failed = true } else { failed = false }
    if failed {
      label.addCSSClass("error")
    } else {
      label.removeCSSClass("error")
    }
    let text = RefreshStatusText.label(for: state.phase, outcome: outcome)
    guard text != shownText else { return }
    shownText = text
    Gtk.Label(label).text = text
    setAccessibleLabel(gtkWidget, text)
  }
}

/// Sets the accessible label, which GTK's varargs API cannot take from Swift directly.
@MainActor
func setAccessibleLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ text: String) {
  overshoot_accessible_set_label(widget, text)
}
