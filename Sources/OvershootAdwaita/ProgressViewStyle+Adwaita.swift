import CAdwaita
import Overshoot

extension ProgressViewStyle {
  /// libadwaita's spinner (AdwSpinner, libadwaita 1.6 and later) where the running libadwaita
  /// has it, GTK's spinner (``ProgressViewStyle/circular``) on 1.2 to 1.5: the spinner GNOME
  /// apps show. An app opts in once, before it makes its windows, and every `ProgressView` and
  /// pull-to-refresh indicator without a style of its own shows it:
  ///
  /// ```swift
  /// Adwaita.initialize()
  /// ProgressViewStyle.appDefault = .adwaita
  /// ```
  public static let adwaita = ProgressViewStyle {
    overshoot_adw_spinner_new() ?? ProgressViewStyle.circular.makeSpinner()
  }
}
