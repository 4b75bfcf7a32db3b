import FeedCore
import Foundation

/// `overshoot-benchmarks sync-scale-one DB`: one measured sync of the bench's Miniflux user
/// into the store at DB (the account is added when missing), in a process of its own so that
/// its peak memory is its own. Prints `seconds requests bytes entries` on one line.
enum SyncScaleChild {
  /// Runs the sync; 0 on success, 1 (said on stderr) on failure.
  static func run(database: String) -> Int32 {
    let outcome = Outcome()
    Task.detached {
      do {
        outcome.finish(.success(try await sync(database: database)))
      } catch {
        outcome.finish(.failure(error))
      }
    }
    switch outcome.wait() {
    case .success(let line):
      print(line)
      return 0
    case .failure(let error):
      FileHandle.standardError.write(Data("overshoot-benchmarks: sync failed: \(error)\n".utf8))
      return 1
    }
  }

  private static func sync(database: String) async throws -> String {
    let server = try BenchMiniflux()
    let store = try FeedStore(url: URL(fileURLWithPath: database))
    let account = try await store.addAccount(server: server.url, user: server.user)
    // Generous limits: the first sync of 50,000 entries reads pages of 10,000 ids.
    let client = GReaderClient(
      server: server.url, user: server.user, password: server.apiPassword,
      fetcher: FeedFetcher(policy: FetchPolicy(timeout: 120, maxBytes: 16 << 20)))
    let start = DispatchTime.now().uptimeNanoseconds
    let report = try await SyncEngine(store: store).sync(account.id, client: client)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    return "\(seconds) \(report.requests) \(report.bytes) \(report.entriesAdded)"
  }

  /// The detached sync's result, handed to the waiting main thread.
  private final class Outcome: @unchecked Sendable {
    // @unchecked: `result` is written once before `done` is signalled and read after.
    private var result: Result<String, any Error>?
    private let done = DispatchSemaphore(value: 0)

    func finish(_ value: Result<String, any Error>) {
      result = value
      done.signal()
    }

    func wait() -> Result<String, any Error> {
      done.wait()
      return result ?? .failure(BenchFailure("no result"))
    }
  }
}
