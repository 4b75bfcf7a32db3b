// The translation functions live in the GTK-free OvershootLocalization module, so FeedCore's
// error messages translate through the same catalog; re-exported so the library's and the app's
// files keep calling tr/trn and `Localization` with `import Overshoot` alone.
@_exported import OvershootLocalization
