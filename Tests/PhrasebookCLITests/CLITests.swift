import Foundation
import Testing

@Suite struct CLIPlaceholder {
    @Test func binaryExists() throws {
        #expect(Bool(true) || false)
    }
}
