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

    @Test func writesSortsAndCutsInPlace() {
        let stack = ScratchStack<Int32>(capacity: 2)
        for value: Int32 in [5, 3, 9, 1, 7] { stack.push(value) }
        stack[1] = 4
        #expect(stack.elements == [5, 4, 9, 1, 7])
        stack.withUnsafeMutableBufferPointer { buffer in
            var values = buffer
            values.sort()
        }
        #expect(stack.elements == [1, 4, 5, 7, 9])
        stack.truncate(to: 3)
        #expect(stack.elements == [1, 4, 5])
        stack.truncate(to: 10)
        #expect(stack.count == 3)
        stack.truncate(to: -1)
        #expect(stack.isEmpty)
        #expect(stack.elements == [])
    }
}
