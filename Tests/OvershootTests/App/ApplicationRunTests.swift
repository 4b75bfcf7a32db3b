import Foundation
import GtkGlue
import XCTest

/// `Application.run()` as a program uses it: the seed gallery, started as a child process with a
/// deadline, shows its window.
final class ApplicationRunTests: XCTestCase {
  private var galleryPath: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("seed-gallery").path
  }

  func testAnApplicationRunsAndShowsTheWindowItsSceneMakes() throws {
    guard DisplayCheck.environmentNamesDisplay else {
      throw XCTSkip("needs a display; run under xvfb-run -a")
    }
    let gallery = Process()
    gallery.executableURL = URL(fileURLWithPath: galleryPath)
    gallery.arguments = ["4"]
    gallery.standardOutput = FileHandle.nullDevice
    gallery.standardError = FileHandle.nullDevice
    try gallery.run()
    defer {
      if gallery.isRunning {
        gallery.terminate()
        gallery.waitUntilExit()
      }
    }
    let deadline = Date().addingTimeInterval(30)
    var shown = false
    while !shown, gallery.isRunning, Date() < deadline {
      shown = try Self.windowIsShown(titled: "Flash indicators")
      if !shown { Thread.sleep(forTimeInterval: 0.2) }
    }
    XCTAssertTrue(
      shown,
      gallery.isRunning
        ? "`seed-gallery 4` showed no window titled \"Flash indicators\" within 30 s"
        : "`seed-gallery 4` exited early with status \(gallery.terminationStatus)")
  }

  /// Asks X (xdotool, itself limited to 5 s) whether a visible window has exactly `title`.
  private static func windowIsShown(titled title: String) throws -> Bool {
    let search = Process()
    search.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    search.arguments = ["5", "xdotool", "search", "--onlyvisible", "--name", "^\(title)$"]
    let output = Pipe()
    search.standardOutput = output
    search.standardError = FileHandle.nullDevice
    try search.run()
    let found = output.fileHandleForReading.readDataToEndOfFile()
    search.waitUntilExit()
    return search.terminationStatus == 0 && !found.isEmpty
  }
}
