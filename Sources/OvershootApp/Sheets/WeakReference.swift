/// A weak link to an object made after the widgets that call it: a dialog's buttons are
/// described before the dialog exists, and must not keep it alive once it closes.
@MainActor
final class WeakReference<Object: AnyObject> {
  /// The object, once made and while it lives.
  weak var object: Object?
}
