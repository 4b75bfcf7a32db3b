import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a blocking job on a POSIX thread of its own and returns its result once the thread has
/// ended, per-thread destructors included.
///
/// Foundation's `Thread` cannot be joined, so a job that reports as its last step still has its
/// thread ending after the caller has moved on: a CLI could exit first, and OpenSSL (under
/// libcurl) removes its per-thread key at exit, so a thread ending then never frees its error
/// state (LeakSanitizer listed those 904 bytes in one run of eight, issue 47).
enum JoinedThread {
  /// Runs `job` on a new thread named `name` and waits, without holding a
  /// caller's thread, for its result; `nil` when no thread could be started.
  static func run<Result: Sendable>(
    named name: String, _ job: @escaping @Sendable () -> Result
  ) async -> Result? {
    var thread = pthread_t()
    let result: Result? = await withCheckedContinuation { continuation in
      let body = Body {
        Thread.current.name = name
        continuation.resume(returning: job())
      }
      let context = Unmanaged.passRetained(body).toOpaque()
      if pthread_create(
        &thread, nil,
        {
          Unmanaged<Body>.fromOpaque($0!).takeRetainedValue().run()
          return nil
        }, context) != 0
      {
        Unmanaged<Body>.fromOpaque(context).release()
        continuation.resume(returning: nil)
      }
    }
    guard result != nil else { return nil }
    // The result is the thread's last step: this waits only for the thread to end.
    pthread_join(thread, nil)
    return result
  }

  /// What a started thread runs.
  private final class Body: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
      self.run = run
    }
  }
}
