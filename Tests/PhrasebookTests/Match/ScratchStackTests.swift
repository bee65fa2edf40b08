import Testing
@testable import Phrasebook

/// A scratch stack gives back what was pushed, last first, however far it grows.
@Suite struct ScratchStackTests {
    @Test func popsWhatWasPushedLastFirst() {
        let stack = ScratchStack<Int32>(capacity: 2)
        #expect(stack.pop() == nil)
        for value: Int32 in 0..<100 { stack.push(value) }
        #expect(stack.count == 100)
        #expect(stack.capacity >= 100)
        for value in (Int32(0)..<100).reversed() { #expect(stack.pop() == value) }
        #expect(stack.isEmpty)
        #expect(stack.pop() == nil)
    }

    @Test func removingAllKeepsTheMemory() {
        let stack = ScratchStack<Int32>(capacity: 4)
        for value: Int32 in 0..<10 { stack.push(value) }
        let capacity = stack.capacity
        stack.removeAll()
        #expect(stack.isEmpty)
        #expect(stack.capacity == capacity)
        stack.push(7)
        #expect(stack.pop() == 7)
    }

    @Test func readsEachElementByPlacePastGrowing() {
        let stack = ScratchStack<Int32>(capacity: 2)
        for value: Int32 in 0..<50 { stack.push(value * 3) }
        #expect((0..<50).allSatisfy { stack[$0] == Int32($0) * 3 })
        _ = stack.pop()
        #expect(stack[48] == 144)
    }
}
