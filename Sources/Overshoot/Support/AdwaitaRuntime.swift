import CGtk

#if canImport(Glibc)
  import Glibc
#endif

/// libadwaita, looked up at run time: the core library does not link it, an app may.
@MainActor
enum AdwaitaRuntime {
  private typealias IsInitialized = @convention(c) () -> gboolean
  private typealias GetDefault = @convention(c) () -> UnsafeMutableRawPointer?
  private typealias GetDark = @convention(c) (UnsafeMutableRawPointer?) -> gboolean

  /// Whether libadwaita is loaded and initialized (its style sheet is in use).
  static var isInitialized: Bool {
    symbol("adw_is_initialized", as: IsInitialized.self).map { $0() != 0 } ?? false
  }

  /// The default `AdwStyleManager`, or nil when libadwaita is not loaded or not initialized.
  static func styleManager() -> UnsafeMutableRawPointer? {
    guard isInitialized,
      let getDefault = symbol("adw_style_manager_get_default", as: GetDefault.self)
    else { return nil }
    return getDefault()
  }

  /// Whether the style manager draws dark now (`adw_style_manager_get_dark`).
  static func isDark(_ manager: UnsafeMutableRawPointer) -> Bool {
    guard let getDark = symbol("adw_style_manager_get_dark", as: GetDark.self) else {
      return false
    }
    return getDark(manager) != 0
  }

  private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(address, to: type)
  }
}
