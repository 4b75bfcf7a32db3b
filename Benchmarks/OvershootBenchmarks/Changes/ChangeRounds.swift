import CBenchmarkBaseline
import CGtk
import Foundation
import GtkGlue

/// Changes measured in rounds that alternate a Swift side and its C baseline, so the machine's
/// slow periods fall on both; each side's changes are numbered from 0 (a side alternates what
/// it shows by the number's parity). Prints each side's medians and the Swift/C ratios taken
/// round by round.
@MainActor
struct ChangeRounds {
  /// A side's change: the number of the change (from 0) to what the window shows.
  typealias Change = @MainActor (Int) -> Void

  let rounds: Int
  let changes: Int

  /// Each side's costs, round by round, after `warmUp` unmeasured changes of each side (keep
  /// `warmUp` and `changes` even where the parity of a change matters: the n-th change of a
  /// round is then the side's change of that parity).
  func run(swift: @escaping Change, c: @escaping Change, warmUp: Int = 4) -> (
    swift: [[ChangeCost]], c: [[ChangeCost]]
  ) {
    var numbers = (swift: 0, c: 0)
    for _ in 0..<warmUp {
      _ = ChangeCost.measure { swift(numbers.swift) }
      numbers.swift += 1
      _ = ChangeCost.measure { c(numbers.c) }
      numbers.c += 1
    }
    var costs: (swift: [[ChangeCost]], c: [[ChangeCost]]) = ([], [])
    for round in 0..<rounds {
      var swiftRound: [ChangeCost] = []
      var cRound: [ChangeCost] = []
      let runSwift = {
        for _ in 0..<changes {
          swiftRound.append(ChangeCost.measure { swift(numbers.swift) })
          numbers.swift += 1
        }
      }
      let runC = {
        for _ in 0..<changes {
          cRound.append(ChangeCost.measure { c(numbers.c) })
          numbers.c += 1
        }
      }
      if round % 2 == 0 {
        runSwift()
        runC()
      } else {
        runC()
        runSwift()
      }
      costs.swift.append(swiftRound)
      costs.c.append(cRound)
    }
    return costs
  }

  /// Prints the medians of both sides and the ratios, for the changes of each round that
  /// `select` keeps (by their place in the round; all by default).
  static func report(
    _ label: String, swift: [[ChangeCost]], c: [[ChangeCost]], goal: Double,
    select: (Int) -> Bool = { _ in true }
  ) {
    let pick = { (round: [ChangeCost]) in
      round.enumerated().filter { select($0.offset) }.map(\.element)
    }
    let swiftRounds = swift.map(pick)
    let cRounds = c.map(pick)
    func median(_ rounds: [[ChangeCost]], _ figure: KeyPath<ChangeCost, Double>) -> Double {
      FrameStatistics.percentile(0.5, of: rounds.flatMap { $0.map { $0[keyPath: figure] } })
    }
    func ratios(_ figure: KeyPath<ChangeCost, Double>) -> RatioSpread {
      var spread = RatioSpread()
      for (ours, theirs) in zip(swiftRounds, cRounds) {
        let swiftMedian = FrameStatistics.percentile(0.5, of: ours.map { $0[keyPath: figure] })
        let cMedian = FrameStatistics.percentile(0.5, of: theirs.map { $0[keyPath: figure] })
        spread.values.append(swiftMedian / cMedian)
      }
      return spread
    }
    print(label)
    print(
      "  \(pad("", 8))\(pad("to painted ms", 16))in the change's call ms (medians of all changes)")
    for (side, rounds) in [("Swift", swiftRounds), ("C", cRounds)] {
      print(
        "  \(pad(side, 8))\(pad(format(median(rounds, \.frame), decimals: 3), 16))"
          + format(median(rounds, \.call), decimals: 3))
    }
    print(
      "  ratio Swift / C to painted, median [min–max] over \(swift.count) rounds: "
        + "\(ratios(\.frame).summary) (goal ≤ \(format(goal)))")
  }
}
