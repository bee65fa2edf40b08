import Dispatch
import Testing

@testable import Phrasebook

/// A bounded memo works an answer out once, keeps no more answers than
/// its capacity, and answers alike from several threads.
@Suite struct BoundedMemoTests {
    @Test func anAnswerIsWorkedOutOnceAndKept() {
        let memo = BoundedMemo<Int, String>(capacity: 4)
        var decided = 0
        for _ in 0..<3 {
            #expect(
                memo.value(for: 7) {
                    decided += 1
                    return "seven"
                } == "seven")
        }
        #expect(decided == 1)
        #expect(memo.count == 1)
    }

    @Test func answersPastTheCapacityAreWorkedOutEachTime() {
        let memo = BoundedMemo<Int, Int>(capacity: 2)
        var decided = 0
        for key in 0..<4 {
            _ = memo.value(for: key) {
                decided += 1
                return key * 10
            }
        }
        #expect(decided == 4)
        #expect(memo.count == 2)
        // The first two were kept, the last two are worked out again.
        for key in 0..<4 {
            #expect(
                memo.value(for: key) {
                    decided += 1
                    return key * 10
                } == key * 10)
        }
        #expect(decided == 6)
        #expect(memo.count == 2)
    }

    @Test func keptAndKeepAreTheLookUpAndTheStoreOfValueFor() {
        let memo = BoundedMemo<String, Int>(capacity: 2)
        #expect(memo.kept("a") == nil)
        memo.keep(1, for: "a")
        memo.keep(2, for: "b")
        memo.keep(3, for: "c")
        #expect(memo.kept("a") == 1)
        #expect(memo.kept("b") == 2)
        // Past the capacity nothing more is kept.
        #expect(memo.kept("c") == nil)
        #expect(memo.count == 2)
        #expect(memo.value(for: "a") { 99 } == 1)
    }

    @Test func threadsAskingAtOnceGetTheSameAnswers() {
        let memo = BoundedMemo<Int, Int>(capacity: 64)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for key in 0..<100 { #expect(memo.value(for: key) { key * key } == key * key) }
        }
        #expect(memo.count == 64)
    }
}
