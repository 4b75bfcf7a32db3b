/// Longest strictly increasing subsequence, by patience sorting.
///
/// For unique ids, the longest common subsequence of two orderings is the longest increasing run
/// of old positions read in new order, so this is what keeps the most rows in place.
@usableFromInline
enum LongestIncreasingRun {
  /// Indices into `values` of one longest strictly increasing subsequence, ascending.
  ///
  /// O(K log K) for K values, and O(K) when they are already increasing (each value extends the
  /// longest run without a binary search), which is the common case of an unreordered list.
  @inlinable
  static func indices(in values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    // tails[k]: index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      if let last = tails.last, values[last] < value {
        previous[index] = last
        tails.append(index)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value {
          low = middle + 1
        } else {
          high = middle
        }
      }
      previous[index] = low > 0 ? tails[low - 1] : -1
      if low == tails.count {
        tails.append(index)
      } else {
        tails[low] = index
      }
    }
    var run = [Int](repeating: 0, count: tails.count)
    var cursor = tails[tails.count - 1]
    for slot in stride(from: run.count - 1, through: 0, by: -1) {
      run[slot] = cursor
      cursor = previous[cursor]
    }
    return run
  }
}
