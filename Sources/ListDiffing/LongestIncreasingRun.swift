/// Something with an integer key to find a longest increasing run of (an old position).
@usableFromInline
protocol IncreasingRunKeyed {
  /// The value the run must strictly increase in.
  var runKey: Int { get }
}

/// Longest strictly increasing subsequence, by patience sorting.
///
/// For unique ids, the longest common subsequence of two orderings is the longest increasing run
/// of old positions read in new order, so this is what keeps the most rows in place.
@usableFromInline
enum LongestIncreasingRun {
  /// One value and where it sits, for finding the run's indices.
  @usableFromInline
  struct Indexed: IncreasingRunKeyed {
    @usableFromInline var index: Int
    @usableFromInline var runKey: Int

    @inlinable init(index: Int, runKey: Int) {
      self.index = index
      self.runKey = runKey
    }
  }

  /// Indices into `values` of one longest strictly increasing subsequence, ascending.
  @inlinable
  static func indices(in values: [Int]) -> [Int] {
    run(in: values.enumerated().map { Indexed(index: $0.offset, runKey: $0.element) }).map(\.index)
  }

  /// The elements of one longest run of `elements` whose keys strictly increase, in order.
  ///
  /// Generic over the element rather than taking closures or a key array, so a million pairs
  /// are read in place (no 8 MB copy of their keys) through a specialized, inlined `runKey`.
  /// O(K log K) for K elements, and O(K) when they already increase (each extends the longest
  /// run without a binary search), which is the common case of an unreordered list.
  @inlinable
  static func run<Element: IncreasingRunKeyed>(in elements: [Element]) -> [Element] {
    let count = elements.count
    guard count > 0 else { return [] }
    precondition(count < Int(Int32.max), "a run is found among at most 2^31 - 1 elements")
    // tails[k]: index of the smallest last key of an increasing run of length k + 1.
    var tails: [Int32] = []
    // The index that precedes each index in the run it extends (-1 for none).
    var previous = [Int32](repeating: -1, count: count)
    var lastKey = Int.min
    elements.withUnsafeBufferPointer { elements in
      for index in 0..<count {
        let key = elements[index].runKey
        if !tails.isEmpty && lastKey < key {
          previous[index] = tails[tails.count - 1]
          tails.append(Int32(truncatingIfNeeded: index))
          lastKey = key
          continue
        }
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if elements[Int(tails[middle])].runKey < key {
            low = middle + 1
          } else {
            high = middle
          }
        }
        previous[index] = low > 0 ? tails[low - 1] : -1
        if low == tails.count {
          tails.append(Int32(truncatingIfNeeded: index))
        } else {
          tails[low] = Int32(truncatingIfNeeded: index)
        }
        lastKey = elements[Int(tails[tails.count - 1])].runKey
      }
    }
    var run = [Element](repeating: elements[0], count: tails.count)
    var cursor = Int(tails[tails.count - 1])
    for slot in stride(from: tails.count - 1, through: 0, by: -1) {
      run[slot] = elements[cursor]
      cursor = Int(previous[cursor])
    }
    return run
  }
}
