/// One pass over a compiled catalog file's body, split into pieces that run
/// side by side on every core (``ParallelMap``).
///
/// Each piece sums its bytes (``ChecksumLanes``) and runs its check on them
/// while they are in the processor's cache (a body under
/// ``sharedOutLength`` is checked on the calling thread alone). The
/// pieces' lanes join in file order into the body's checksum, the same value
/// one ``CatalogChecksum`` over the whole body gives. A file whose body was
/// summed as it was read (``FileBytes/summed``) is not summed again: only
/// the checks run.
struct CatalogBodyPass<Output: Sendable> {
    /// One part of the body, from where the part before it ends.
    struct Piece: Sendable {
        /// Where the part ends (a file offset).
        let end: Int
        /// What to check once the part is summed, and what it makes (`nil`
        /// when the part is only summed).
        let check: (@Sendable () throws(ArchiveError) -> Output)?

        /// A part whose bytes are checked by `check`, which may make a value.
        init(end: Int, check: @escaping @Sendable () throws(ArchiveError) -> Output) {
            self.end = end
            self.check = check
        }

        /// A part that is only summed (split into pieces of at most
        /// ``CatalogBodyPass/summedPieceLength`` bytes).
        init(summedThrough end: Int) {
            self.end = end
            check = nil
        }
    }

    /// The body's checksum, and each checked piece's result in file order.
    let checksum: UInt64
    let results: [Result<Output, ArchiveError>]

    /// The most bytes a part that is only summed is summed in one go: small
    /// enough to share out between the cores, and to give pages back early.
    static var summedPieceLength: Int { 2 << 20 }

    /// How long a body must be for the pass to be shared out between the
    /// cores: a shorter one (such as the sample apps' file) is checked in
    /// less time than other threads take to start.
    static var sharedOutLength: Int { 4 << 20 }

    /// Runs `pieces` over `file`'s body (from `start` to the file's end):
    /// the bytes after the last piece are summed too.
    ///
    /// Each piece's end is
    /// moved down to a whole 64-byte block of the body (the bytes moved
    /// over are summed with the next piece; a check reads what it reads
    /// wherever they are summed), and an end outside the body or before the
    /// one before it is moved inside. The pieces are shared out between the
    /// cores when the body has at least `sharedOutLength` bytes.
    init(
        over file: FileBytes, from start: Int, pieces: [Piece],
        sharedOutFrom sharedOutLength: Int = Self.sharedOutLength
    ) {
        let body = max(0, min(start, file.count))
        var tasks: [(range: Range<Int>, check: (@Sendable () throws(ArchiveError) -> Output)?)] = []
        var position = body
        func blockBoundary(atOrBefore offset: Int) -> Int {
            let inside = max(position, min(offset, file.count))
            return body + (inside - body) / ChecksumLanes.blockLength * ChecksumLanes.blockLength
        }
        func summed(through end: Int) {
            while position < end {
                let next = blockBoundary(atOrBefore: min(end, position + Self.summedPieceLength))
                guard next > position else { return }
                tasks.append((position..<next, nil))
                position = next
            }
        }
        for piece in pieces {
            let end = blockBoundary(atOrBefore: piece.end)
            if let check = piece.check {
                tasks.append((position..<end, check))
                position = end
            } else {
                summed(through: end)
            }
        }
        summed(through: blockBoundary(atOrBefore: file.count))
        // Blocks summed as the file was read are not summed again: only
        // the checks run.
        let readSum = file.summed.flatMap { $0.range.lowerBound == body ? $0 : nil }
        let plan = readSum == nil ? tasks : tasks.filter { $0.check != nil }
        @Sendable func run(_ index: Int) -> (ChecksumLanes, Result<Output, ArchiveError>?) {
            let task = plan[index]
            let lanes =
                readSum == nil
                ? ChecksumLanes(summing: UnsafeRawBufferPointer(rebasing: file.buffer[task.range])) : ChecksumLanes()
            let result = task.check.map { check in Result { () throws(ArchiveError) -> Output in try check() } }
            return (lanes, result)
        }
        let done = file.count - body < sharedOutLength ? plan.indices.map(run) : ParallelMap.map(plan.count, run)
        if let readSum {
            checksum =
                CatalogChecksum(
                    lanes: readSum.lanes,
                    tail: UnsafeRawBufferPointer(rebasing: file.buffer[readSum.range.upperBound...])
                ).value
        } else {
            let lanes = done.reduce(ChecksumLanes()) { $0.followed(by: $1.0) }
            checksum =
                CatalogChecksum(lanes: lanes, tail: UnsafeRawBufferPointer(rebasing: file.buffer[position...])).value
        }
        results = done.compactMap(\.1)
    }
}
