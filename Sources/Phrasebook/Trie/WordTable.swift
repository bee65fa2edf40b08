/// The vocabulary's words by their UTF-8 bytes: an open-addressing table
/// (linear probing, at most half full) whose slots keep each word's id, its
/// length, a tag from its hash and its first ``headLength`` bytes.
///
/// A match looks up every word of the utterance here, and the table is read
/// from memory the processor has not cached on most matches: a slot holds
/// enough to tell a word apart without reading its bytes elsewhere, so a
/// lookup of a word of up to 24 bytes, known or not, reads its probe's
/// slots (at most half the table is full: usually one or two adjacent
/// slots) and nothing else.
struct WordTable: Sendable {
    /// One slot: `meta` holds the id in its low 32 bits (all ones when the
    /// slot is free), then the length (at most 255), then a 24-bit tag of the
    /// hash; `head0`–`head2` the first 24 bytes, little-endian, zero-padded.
    private struct Slot {
        var meta: UInt64
        var head0: UInt64
        var head1: UInt64
        var head2: UInt64

        static let free = Slot(meta: .max, head0: 0, head1: 0, head2: 0)

        var id: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: meta)) }
        var isFree: Bool { UInt32(truncatingIfNeeded: meta) == .max }
    }

    /// A word's bytes read once: its hash, tag and length, and its head.
    ///
    /// The bytes are read as 8-byte little-endian chunks, the last one
    /// zero-padded, and the hash mixes a chunk at a time.
    struct Key {
        fileprivate var hash: UInt64
        fileprivate var head0: UInt64 = 0
        fileprivate var head1: UInt64 = 0
        fileprivate var head2: UInt64 = 0
        /// How many bytes the word has.
        let count: Int

        /// The key of `bytes`, read one byte at a time (any buffer).
        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            count = bytes.count
            hash = Self.seed(count)
            var offset = 0
            var chunk = 0
            while offset < count {
                let end = min(offset + 8, count)
                var word: UInt64 = 0
                var shift: UInt64 = 0
                for index in offset..<end {
                    word |= UInt64(bytes[index]) << shift
                    shift &+= 8
                }
                add(word, chunk: chunk)
                chunk += 1
                offset = end
            }
            hash = Self.finish(hash)
        }

        /// The key of the `count` bytes at `start`, read 8 at a time: the
        /// caller guarantees that the 8 bytes from every multiple of 8 below
        /// `count` can be read (what lies past `count` is masked off).
        @inline(__always)
        init(paddedBytes start: UnsafeRawPointer, count: Int) {
            self.count = count
            /// The chunk at `offset`, zero-padded; 0 at or past the end.
            @inline(__always)
            func chunk(_ offset: Int) -> UInt64 {
                guard offset < count else { return 0 }
                let word = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                let left = count &- offset
                return left >= 8 ? word : word & ((1 &<< (UInt64(truncatingIfNeeded: left) &<< 3)) &- 1)
            }
            head0 = chunk(0)
            head1 = chunk(8)
            head2 = chunk(16)
            var hash = Self.seed(count)
            if count > 0 { hash = Self.mix(hash, head0) }
            if count > 8 { hash = Self.mix(hash, head1) }
            if count > 16 { hash = Self.mix(hash, head2) }
            var offset = 24
            while offset < count {
                hash = Self.mix(hash, chunk(offset))
                offset &+= 8
            }
            self.hash = Self.finish(hash)
        }

        /// Mixes chunk number `chunk` into the hash, and keeps it when it is part of the head.
        @inline(__always)
        private mutating func add(_ word: UInt64, chunk: Int) {
            switch chunk {
            case 0: head0 = word
            case 1: head1 = word
            case 2: head2 = word
            default: break
            }
            hash = Self.mix(hash, word)
        }

        /// `hash` with one more chunk mixed in.
        @inline(__always)
        private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ (mixed >> 32)
        }

        @inline(__always)
        private static func seed(_ count: Int) -> UInt64 {
            UInt64(truncatingIfNeeded: count) &* 0xC2B2_AE3D_27D4_EB4F
        }

        @inline(__always)
        private static func finish(_ hash: UInt64) -> UInt64 {
            var hash = (hash ^ (hash >> 33)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 29
            return hash
        }

        /// The tag and length as a slot's `meta` holds them (its high 32 bits).
        @inline(__always)
        fileprivate var tagAndLength: UInt64 { (hash >> 40) << 8 | UInt64(min(count, 255)) }

        /// Where the probe starts, before masking.
        @inline(__always)
        fileprivate var start: Int { Int(truncatingIfNeeded: hash ^ (hash >> 29)) }
    }

    /// How many bytes of a word a slot holds.
    static let headLength = 24

    private var slots: [Slot] = []
    /// How many words the table holds.
    private(set) var count = 0

    /// An empty table.
    init() {}

    /// Whether the table holds no word.
    var isEmpty: Bool { count == 0 }

    /// Whether one more word would fill more than half the slots.
    var needsToGrow: Bool { (count + 1) * 2 > slots.count }

    /// An empty table with room for `words` words (a power of two of slots, at least 64).
    init(capacity words: Int) {
        var size = 64
        while size < words * 2 { size *= 2 }
        slots = Array(repeating: .free, count: size)
    }

    /// Every id the table holds, in slot order.
    var ids: [Int32] { slots.compactMap { $0.isFree ? nil : $0.id } }

    /// Puts word `id`, whose bytes are `key`, in the first free slot of its
    /// probe sequence.
    ///
    /// The caller keeps the table at most half full
    /// (``needsToGrow``) and never inserts a word twice.
    mutating func insert(_ id: Int32, key: Key) {
        let mask = slots.count - 1
        var slot = key.start & mask
        while !slots[slot].isFree { slot = (slot + 1) & mask }
        slots[slot] = Slot(
            meta: key.tagAndLength << 32 | UInt64(UInt32(bitPattern: id)), head0: key.head0, head1: key.head1,
            head2: key.head2)
        count += 1
    }

    /// The id of the word whose bytes `key` describes, or
    /// ``Vocabulary/unknown``.
    ///
    /// A word longer than ``headLength`` bytes
    /// whose head, length and tag agree is confirmed by `restEquals`, given
    /// its id: whether its bytes past the head are the key's.
    @inline(__always)
    func id(of key: Key, restEquals: (Int32) -> Bool) -> Int32 {
        guard !slots.isEmpty else { return Vocabulary.unknown }
        let wanted = key.tagAndLength
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var position = key.start & mask
            while true {
                let slot = slots[position]
                if slot.isFree { return Vocabulary.unknown }
                if slot.meta >> 32 == wanted && slot.head0 == key.head0 && slot.head1 == key.head1
                    && slot.head2 == key.head2
                    && (key.count <= Self.headLength || restEquals(slot.id))
                {
                    return slot.id
                }
                position = (position + 1) & mask
            }
        }
    }

    /// Bytes held.
    var byteCount: Int { slots.count * MemoryLayout<Slot>.stride }
}
