import Testing

@testable import Phrasebook

@Suite struct KeyRunBucketsTests {
    /// The positions of `key` in `keys[run]` found through the run's buckets.
    private func positions(of key: Int32, in keys: [Int32], buckets: KeyRunBuckets, starts: [Int32]) -> [Int] {
        guard let bucket = buckets.bucket(of: key) else { return [] }
        return (Int(starts[bucket])..<Int(starts[bucket + 1])).filter { keys[$0] == key }
    }

    @Test func findsEveryKeyOfARunAndNoOtherKeyThroughItsBucket() throws {
        // Two runs in one key array, repeated keys in the second; a run of
        // keys before them that gets no buckets.
        let keys: [Int32] = [1, 2, 3] + (0..<Int32(200)).map { 10 + $0 * 3 } + (0..<Int32(300)).map { 7 + $0 / 2 * 11 }
        var starts: [Int32] = [99]
        let short = keys.withUnsafeBufferPointer {
            KeyRunBuckets.append(of: $0, run: 0..<3, minimumKeys: 16, to: &starts)
        }
        #expect(short == nil)
        #expect(starts == [99])
        let runs = [3..<203, 203..<503]
        var made: [KeyRunBuckets] = []
        for run in runs {
            made.append(
                try #require(
                    keys.withUnsafeBufferPointer {
                        KeyRunBuckets.append(of: $0, run: run, minimumKeys: 16, to: &starts)
                    }))
        }
        for (run, buckets) in zip(runs, made) {
            #expect(Int(buckets.count) <= run.count / 2)
            let own = starts[Int(buckets.first)...Int(buckets.first + buckets.count)]
            #expect(own.allSatisfy { run.contains(Int($0)) || Int($0) == run.upperBound })
            #expect(zip(own, own.dropFirst()).allSatisfy { $0 <= $1 })
            for key in Int32(-1)...3_400 {
                let expected = run.filter { keys[$0] == key }
                #expect(positions(of: key, in: keys, buckets: buckets, starts: starts) == expected, "key \(key)")
            }
            #expect(buckets.bucket(of: Int32.max) == nil)
        }
    }

    @Test func keysThatDoNotAscendStayInsideTheirRun() throws {
        // A damaged run: its ends ascend, its middle does not.
        let keys: [Int32] = (0..<Int32(64)).map { $0 == 0 ? 0 : $0 == 63 ? 1_000 : $0 % 5 == 0 ? 900 - $0 * 3 : $0 * 7 }
        var starts: [Int32] = []
        let buckets = try #require(
            keys.withUnsafeBufferPointer { KeyRunBuckets.append(of: $0, run: 0..<64, minimumKeys: 16, to: &starts) })
        #expect(starts.count == Int(buckets.count) + 1)
        #expect(starts.allSatisfy { (0...64).contains(Int($0)) })
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 })
        // A run whose last key is below its first gets none.
        let falling: [Int32] = (0..<Int32(64)).map { 640 - $0 }
        #expect(
            falling.withUnsafeBufferPointer { KeyRunBuckets.append(of: $0, run: 0..<64, minimumKeys: 16, to: &starts) }
                == nil)
    }
}
