import Testing

@testable import Phrasebook

/// The load's pass over a compiled file's body, shared out between the
/// cores: however the body is cut into pieces, the joined checksum is the
/// one the whole body has, and each check's result comes back in file order.
@Suite struct CatalogBodyPassTests {
    /// `count` bytes that differ from word to word (a multiplicative hash of
    /// the position), so a piece summed twice or not at all changes the sum.
    static func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
        (0..<count).map { index in
            UInt8(truncatingIfNeeded: ((UInt64(index) &+ seed) &* 0x9E37_79B9_7F4A_7C15) >> 56)
        }
    }

    @Test func lanesSummedApartJoinIntoTheWholeChecksum() {
        let bytes = Self.bytes(10_000, seed: 1)
        let whole = bytes.withUnsafeBytes { CatalogChecksum.of($0) }
        for cuts in [[0], [64], [64, 128], [640, 6_400], [64, 4_992, 9_984], [9_984]] {
            var lanes = ChecksumLanes()
            var start = 0
            for cut in cuts {
                lanes = lanes.followed(by: bytes[start..<cut].withUnsafeBytes { ChecksumLanes(summing: $0) })
                start = cut
            }
            let tail = bytes[start...].withUnsafeBytes { tail in CatalogChecksum(lanes: lanes, tail: tail).value }
            #expect(tail == whole, "cut at \(cuts)")
        }
        // Joined the other way round, the running sums differ.
        let first = bytes[..<640].withUnsafeBytes { ChecksumLanes(summing: $0) }
        let second = bytes[640..<1_280].withUnsafeBytes { ChecksumLanes(summing: $0) }
        let inOrder = bytes[1_280...].withUnsafeBytes {
            CatalogChecksum(lanes: first.followed(by: second), tail: $0).value
        }
        let swapped = bytes[1_280...].withUnsafeBytes {
            CatalogChecksum(lanes: second.followed(by: first), tail: $0).value
        }
        #expect(inOrder == whole)
        #expect(swapped != whole)
    }

    @Test func thePassSumsTheWholeBodyHoweverThePiecesEnd() {
        let start = 40
        let bytes = Self.bytes(300_001, seed: 7)
        let file = FileBytes(copying: bytes)
        let whole = bytes[start...].withUnsafeBytes { CatalogChecksum.of($0) }
        typealias Piece = CatalogBodyPass<Int>.Piece
        let layouts: [[Piece]] = [
            [],
            [Piece(summedThrough: 300_001)],
            [
                Piece(end: 1_000) { 1 }, Piece(summedThrough: 99_999), Piece(end: 100_003) { 2 },
                Piece(end: 250_000) { 3 },
            ],
            // Ends out of order, before the body and past the file: moved inside.
            [
                Piece(end: 5_000) { 1 }, Piece(end: 10) { 2 }, Piece(end: 4_000) { 3 }, Piece(end: 900_000) { 4 },
                Piece(end: 7) { 5 },
            ],
            (1...40).map { index in Piece(end: start + index * 7_001) { index } },
        ]
        for (number, pieces) in layouts.enumerated() {
            let alone = CatalogBodyPass(over: file, from: start, pieces: pieces, sharedOutFrom: .max)
            let pass = CatalogBodyPass(over: file, from: start, pieces: pieces, sharedOutFrom: 0)
            #expect(alone.checksum == whole, "layout \(number) on one thread")
            #expect(alone.results.map { try? $0.get() } == pass.results.map { try? $0.get() })
            #expect(pass.checksum == whole, "layout \(number)")
            let expected = pieces.compactMap { piece in piece.check.flatMap { try? $0() } }
            #expect(pass.results.compactMap { try? $0.get() } == expected, "layout \(number)")
            #expect(pass.results.count == expected.count)
        }
    }

    @Test func aFailedCheckKeepsItsPlaceAndTheOthersStillRun() {
        let file = FileBytes(copying: Self.bytes(50_000, seed: 3))
        let failure = ArchiveError(message: "piece 2 is wrong")
        let pieces = (1...4).map { index in
            CatalogBodyPass<Int>.Piece(end: index * 12_000) { () throws(ArchiveError) -> Int in
                if index == 2 { throw failure }
                return index * 10
            }
        }
        let pass = CatalogBodyPass(over: file, from: 0, pieces: pieces, sharedOutFrom: 0)
        #expect(pass.results.count == 4)
        #expect(pass.results.map { (try? $0.get()) ?? -1 } == [10, -1, 30, 40])
        if case .failure(let error) = pass.results[1] {
            #expect(error == failure)
        } else {
            Issue.record("piece 2 passed")
        }
    }

    @Test func aLongPartThatIsOnlySummedIsSharedOutInPieces() {
        #expect(2 * CatalogBodyPass<Void>.summedPieceLength + 100_037 > CatalogBodyPass<Void>.sharedOutLength)
        // Longer than two summed pieces and than a body checked on one
        // thread, with a tail of less than a block.
        let length = 2 * CatalogBodyPass<Void>.summedPieceLength + 100_037
        let bytes = Self.bytes(length, seed: 11)
        let pass = CatalogBodyPass<Void>(over: FileBytes(copying: bytes), from: 40, pieces: [])
        #expect(pass.checksum == bytes[40...].withUnsafeBytes { CatalogChecksum.of($0) })
        #expect(pass.results.isEmpty)
        let damaged = bytes.enumerated().map { $0.offset == length - 70_000 ? $0.element ^ 1 : $0.element }
        #expect(
            CatalogBodyPass<Void>(over: FileBytes(copying: damaged), from: 40, pieces: []).checksum != pass.checksum)
    }
}
