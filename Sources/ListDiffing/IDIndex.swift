/// A read-only hash index from id to position, built for one large list at a time.
///
/// `Dictionary` pays one or two cache misses per insert once a million ids outgrow the caches
/// (~100 ns each here). This index hashes each id once, scatters (hash, position) pairs into
/// buckets of about 512 by the hash's top bits, then fills each bucket's small open-addressing
/// table while it sits in L1: every pass over memory is sequential. Found while benchmarking
/// 1,000,000 ids: a `Set<String>` took ~95 ms, hashing alone ~15 ms, this index ~40 ms.
@usableFromInline
struct IDIndex<ID: Hashable> {
  /// Two ids at these positions are equal.
  @usableFromInline
  struct Duplicate: Error {
    @usableFromInline var first: Int
    @usableFromInline var second: Int

    @inlinable init(first: Int, second: Int) {
      self.first = first
      self.second = second
    }
  }

  /// The indexed ids; shared, not copied.
  @usableFromInline let ids: [ID]
  /// log2 of the bucket count; a hash's top `bucketBits` bits pick its bucket.
  @usableFromInline let bucketBits: Int
  /// Slot range of bucket `b` is `tableStart[b]..<tableStart[b + 1]`; each a power of two.
  @usableFromInline let tableStart: [Int]
  /// `tag << 32 | (position + 1)`, 0 when empty. The tag (32 middle bits of the hash) rejects
  /// nearly every non-match before the id itself is touched.
  @usableFromInline let slots: [UInt64]

  /// Indexes `ids`, or reports the first pair of equal ids it meets.
  @inlinable
  init(_ ids: [ID]) throws(Duplicate) {
    precondition(ids.count < Int(UInt32.max), "IDIndex holds at most 2^32 - 2 ids")
    self.ids = ids
    let count = ids.count
    var bits = 0
    while (1 << bits) * 512 < count {
      bits += 1
    }
    bucketBits = bits
    let bucketCount = 1 << bits

    var hashes = [UInt64](repeating: 0, count: count)
    var bucketSizes = [Int](repeating: 0, count: bucketCount)
    hashes.withUnsafeMutableBufferPointer { hashes in
      for position in 0..<count {
        let hash = Self.hash(ids[position])
        hashes[position] = hash
        bucketSizes[Self.bucket(of: hash, bits: bits)] += 1
      }
    }

    // Stable scatter: within a bucket, positions stay ascending, so a duplicate found while
    // filling a bucket always names the earlier position first.
    var scatterStart = [Int](repeating: 0, count: bucketCount + 1)
    var tableStart = [Int](repeating: 0, count: bucketCount + 1)
    for bucket in 0..<bucketCount {
      scatterStart[bucket + 1] = scatterStart[bucket] + bucketSizes[bucket]
      var capacity = 2
      while capacity < bucketSizes[bucket] + bucketSizes[bucket] / 2 {
        capacity <<= 1
      }
      tableStart[bucket + 1] = tableStart[bucket] + capacity
    }
    self.tableStart = tableStart
    var scatteredHashes = [UInt64](repeating: 0, count: count)
    var scatteredPositions = [UInt32](repeating: 0, count: count)
    var cursor = scatterStart
    for position in 0..<count {
      let hash = hashes[position]
      let bucket = Self.bucket(of: hash, bits: bits)
      let target = cursor[bucket]
      cursor[bucket] = target + 1
      scatteredHashes[target] = hash
      scatteredPositions[target] = UInt32(truncatingIfNeeded: position)
    }
    hashes = []

    var slots = [UInt64](repeating: 0, count: tableStart[bucketCount])
    var duplicate: Duplicate?
    slots.withUnsafeMutableBufferPointer { slots in
      scatteredHashes.withUnsafeBufferPointer { scatteredHashes in
        scatteredPositions.withUnsafeBufferPointer { scatteredPositions in
          buckets: for bucket in 0..<bucketCount {
            let base = tableStart[bucket]
            let mask = tableStart[bucket + 1] - base - 1
            for entry in scatterStart[bucket]..<scatterStart[bucket + 1] {
              let hash = scatteredHashes[entry]
              let position = Int(scatteredPositions[entry])
              let tag = Self.tag(of: hash)
              var slot = Int(truncatingIfNeeded: hash) & mask
              while true {
                let stored = slots[base + slot]
                if stored == 0 {
                  slots[base + slot] = tag | UInt64(position + 1)
                  break
                }
                if stored & 0xFFFF_FFFF_0000_0000 == tag {
                  let other = Int(stored & 0xFFFF_FFFF) - 1
                  if ids[other] == ids[position] {
                    duplicate = Duplicate(first: other, second: position)
                    break buckets
                  }
                }
                slot = (slot + 1) & mask
              }
            }
          }
        }
      }
    }
    if let duplicate {
      throw duplicate
    }
    self.slots = slots
  }

  /// The position of `id` in the indexed list, if it is there.
  @inlinable
  func position(of id: ID) -> Int? {
    let hash = Self.hash(id)
    let bucket = Self.bucket(of: hash, bits: bucketBits)
    let base = tableStart[bucket]
    let mask = tableStart[bucket + 1] - base - 1
    let tag = Self.tag(of: hash)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = slots[base + slot]
      if stored == 0 {
        return nil
      }
      if stored & 0xFFFF_FFFF_0000_0000 == tag {
        let position = Int(stored & 0xFFFF_FFFF) - 1
        if ids[position] == id {
          return position
        }
      }
      slot = (slot + 1) & mask
    }
  }

  @inlinable
  static func hash(_ id: ID) -> UInt64 {
    UInt64(bitPattern: Int64(id.hashValue))
  }

  @inlinable
  static func bucket(of hash: UInt64, bits: Int) -> Int {
    bits == 0 ? 0 : Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
  }

  /// Hash bits 16...47 in the slot's top half: disjoint from the bucket bits (the top ones) and
  /// from the in-bucket slot bits (the bottom ones), so the tag still tells ids apart there.
  @inlinable
  static func tag(of hash: UInt64) -> UInt64 {
    (hash << 16) & 0xFFFF_FFFF_0000_0000
  }
}
