import Foundation
import TestSupport

/// Whether WebKit's web process sandbox can start here, checked once before any test makes a
/// web view; where it cannot, the sandbox is turned off for this test process only (never in
/// the app, which sets nothing).
///
/// WebKitGTK confines its web and network helpers with bubblewrap, whose first step marks `/`
/// as a slave mount. Inside a chroot `/` is a plain directory, not a mount point, so bwrap fails
/// ("Failed to make / slave: Invalid argument") and WebKit aborts the process with "Failed to
/// fully launch dbus-proxy". On a real system (the host, a container with its own root mount,
/// a Flatpak) the probe succeeds and the tests run sandboxed.
@MainActor
public enum WebKitSandboxProbe {
  /// The variable WebKitGTK reads to start its helpers unconfined.
  public static let disableVariable = "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS"

  /// Why the sandbox was turned off, or nil when it works (or was already off).
  public private(set) static var disabledBecause: String?

  /// Runs bubblewrap as WebKit would start it; on failure sets `disableVariable` and says why
  /// on stderr. Idempotent.
  public static func check() {
    guard !checked else { return }
    checked = true
    guard ProcessInfo.processInfo.environment[disableVariable] == nil else { return }
    let reason: String
    do {
      let result = try DeadlineProcess.run(
        "/usr/bin/env",
        [
          "bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--unshare-pid",
          "--die-with-parent", "true",
        ], seconds: 20)
      guard result.status != 0 else { return }
      reason = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    } catch {
      reason = "bwrap could not be run: \(error)"
    }
    setenv(disableVariable, "1", 1)
    disabledBecause = reason
    FileHandle.standardError.write(
      Data(
        "tests: WebKit's bubblewrap sandbox cannot start here (\(reason)); \(disableVariable)=1 for this test process only\n"
          .utf8))
  }

  private static var checked = false
}
