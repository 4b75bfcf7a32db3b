import Observation

/// The model every seed example shows: headlines that a refresh adds to, at the top.
@MainActor @Observable
public final class Headlines {
  /// One headline.
  public struct Headline: Identifiable, Sendable, Hashable {
    /// Unique across refreshes.
    public let id: Int
    /// What the row says.
    public let title: String
  }

  /// The headlines, newest first.
  public private(set) var items: [Headline]
  /// Refreshes that have finished.
  public private(set) var refreshes = 0
  private var nextID: Int

  /// `count` headlines to start with.
  public init(count: Int = 40) {
    items = (0..<count).map { Headline(id: $0, title: "Headline \($0)") }
    nextID = count
  }

  /// Fetches one new headline (a short pause stands in for the network) and puts it on top.
  public func refresh() async {
    try? await Task.sleep(for: .milliseconds(20))
    addOnTop()
    refreshes += 1
  }

  /// The completion-handler form of `refresh()`, for code without async.
  public func refresh(then done: @escaping @MainActor () -> Void) {
    Task {
      await refresh()
      done()
    }
  }

  /// Appends one headline at the end (seed 004's Add button).
  public func add() {
    items.append(Headline(id: nextID, title: "Headline \(nextID)"))
    nextID += 1
  }

  private func addOnTop() {
    items.insert(Headline(id: nextID, title: "Fresh headline \(nextID)"), at: 0)
    nextID += 1
  }
}
