import Foundation

/// The accent fold (``AccentFolding``) of each Latin letter and combining
/// mark a Vietnamese or other accented word is written with, worked out
/// one scalar at a time on first use and kept: folding a word through
/// Foundation's decomposition is slow, and the flexible stage folds each
/// accented word it does not know.
///
/// A word's
/// fold is its scalars' folds one after the other: decomposition works
/// scalar by scalar and then only reorders combining marks, which folding
/// drops (``AccentFolding/fold(_:)`` checks each table entry against
/// folding the scalar alone). Covers U+00C0–U+036F (Latin-1 letters,
/// Latin Extended-A and -B, IPA extensions, spacing modifiers, combining
/// marks) and U+1E00–U+1EFF (Latin Extended Additional): a fixed table,
/// shared by every thread behind a lock.
final class ScalarFolds: @unchecked Sendable {
    /// The process's table.
    static let shared = ScalarFolds()

    /// What a scalar folds to, when it folds to one scalar or to nothing.
    enum Fold: Equatable {
        /// The scalar folds to this one.
        case scalar(Unicode.Scalar)
        /// The scalar folds to nothing (a combining mark).
        case dropped
    }

    /// An entry not worked out yet.
    private static let unknown: UInt32 = 0xFFFF_FFFF
    /// An entry for a scalar that folds to nothing.
    private static let none: UInt32 = 0xFFFF_FFFE
    /// An entry for a scalar whose fold is more than one scalar.
    private static let several: UInt32 = 0xFFFF_FFFD

    /// Per covered scalar (``slot(of:)``): its fold's scalar value, or one
    /// of the markers above.
    ///
    /// Guarded by `lock`.
    private var folds = [UInt32](repeating: ScalarFolds.unknown, count: 0x36F - 0xC0 + 1 + 0x100)
    private let lock = NSLock()

    /// The place of `scalar` in `folds`, or -1 when the table does not cover it.
    @inline(__always)
    private static func slot(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0xC0...0x36F: Int(scalar.value - 0xC0)
        case 0x1E00...0x1EFF: Int(scalar.value - 0x1E00) + (0x36F - 0xC0 + 1)
        default: -1
        }
    }

    /// The folds of the non-ASCII scalars of `scalars`, in order, into
    /// `found`; `false` when one is not covered or folds to more than one
    /// scalar (the caller folds the word as a whole then).
    func folds(of scalars: String.UnicodeScalarView, into found: inout [Fold]) -> Bool {
        found.removeAll(keepingCapacity: true)
        var missing = false
        lock.lock()
        for scalar in scalars where !scalar.isASCII {
            let slot = Self.slot(of: scalar)
            guard slot >= 0 else {
                lock.unlock()
                return false
            }
            let entry = folds[slot]
            if entry == Self.unknown {
                missing = true
                break
            }
            if entry == Self.several {
                lock.unlock()
                return false
            }
            found.append(entry == Self.none ? .dropped : .scalar(Unicode.Scalar(entry) ?? scalar))
        }
        lock.unlock()
        guard missing else { return true }
        // Some scalar is met for the first time: each is worked out (outside
        // the lock) and kept, and the word read again.
        for scalar in scalars where !scalar.isASCII {
            let slot = Self.slot(of: scalar)
            guard slot >= 0 else { return false }
            lock.lock()
            let known = folds[slot] != Self.unknown
            lock.unlock()
            if known { continue }
            let entry = Self.entry(for: scalar)
            lock.lock()
            folds[slot] = entry
            lock.unlock()
        }
        return folds(of: scalars, into: &found)
    }

    /// The fold of the word with scalars `scalars` (`utf8Count` bytes of
    /// UTF-8): its ASCII scalars as they are, each other one by the table;
    /// `nil` when one is not covered or folds to more than one scalar (the
    /// caller folds the word as a whole then).
    ///
    /// The bytes are written on the stack and made a string once, under one
    /// lock, rather than gathered in a list or grown a scalar at a time.
    func fold(_ scalars: String.UnicodeScalarView, utf8Count: Int) -> String? {
        // A covered scalar takes at least two bytes and its fold at most
        // four; an ASCII one takes one, as it is.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * utf8Count + 4) { buffer -> String? in
            var length = 0
            var missing = false
            var covered = true
            lock.lock()
            for scalar in scalars {
                var value = scalar.value
                if value >= 0x80 {
                    let slot = Self.slot(of: scalar)
                    guard slot >= 0 else {
                        covered = false
                        break
                    }
                    let entry = folds[slot]
                    if entry == Self.unknown {
                        missing = true
                        break
                    }
                    if entry == Self.several {
                        covered = false
                        break
                    }
                    if entry == Self.none { continue }
                    value = Unicode.Scalar(entry)?.value ?? value
                }
                // Written out (as ``TextNormalizer`` writes a word's bytes).
                if value < 0x80 {
                    buffer[length] = UInt8(truncatingIfNeeded: value)
                    length += 1
                } else if value < 0x800 {
                    buffer[length] = 0xC0 | UInt8(truncatingIfNeeded: value >> 6)
                    buffer[length + 1] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
                    length += 2
                } else if value < 0x10000 {
                    buffer[length] = 0xE0 | UInt8(truncatingIfNeeded: value >> 12)
                    buffer[length + 1] = 0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F)
                    buffer[length + 2] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
                    length += 3
                } else {
                    buffer[length] = 0xF0 | UInt8(truncatingIfNeeded: value >> 18)
                    buffer[length + 1] = 0x80 | UInt8(truncatingIfNeeded: (value >> 12) & 0x3F)
                    buffer[length + 2] = 0x80 | UInt8(truncatingIfNeeded: (value >> 6) & 0x3F)
                    buffer[length + 3] = 0x80 | UInt8(truncatingIfNeeded: value & 0x3F)
                    length += 4
                }
            }
            lock.unlock()
            guard covered else { return nil }
            if missing {
                // Some scalar is met for the first time: worked out and kept
                // (see ``folds(of:into:)``), and the word read again.
                var found: [Fold] = []
                guard folds(of: scalars, into: &found) else { return nil }
                return fold(scalars, utf8Count: utf8Count)
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<length]), as: UTF8.self)
        }
    }

    /// The table entry of `scalar`: its fold as a word of its own.
    private static func entry(for scalar: Unicode.Scalar) -> UInt32 {
        guard let folded = AccentFolding.wholeWordFold(String(scalar)) else { return several }
        let scalars = folded.unicodeScalars
        guard let first = scalars.first else { return none }
        return scalars.count == 1 ? first.value : several
    }
}
