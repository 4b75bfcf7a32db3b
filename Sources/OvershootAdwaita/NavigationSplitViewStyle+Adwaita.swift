import Overshoot

extension NavigationSplitViewStyle {
  /// libadwaita's split views: AdwNavigationSplitView where the running libadwaita has it (1.4
  /// and later; three columns nest two of them, as NewsFlash does), AdwLeaflet on 1.2 and 1.3.
  /// Either way the split view still collapses below 600 points, shows the column
  /// `preferredCompactColumn` names and goes back with its back button, Escape and Alt+Left;
  /// libadwaita adds its own gestures (a swipe, the mouse's back button), which the split view
  /// follows. An app opts in once, before it makes its windows:
  ///
  /// ```swift
  /// Adwaita.initialize()
  /// NavigationSplitViewStyle.appDefault = .adwaita
  /// ```
  public static let adwaita = NavigationSplitViewStyle { columns -> any NavigationSplitLayout in
    if let splitViews = AdwaitaNavigationSplitLayout(columns: columns) { return splitViews }
    return AdwaitaLeafletLayout(columns: columns)
  }
}
