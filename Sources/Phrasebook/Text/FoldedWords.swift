import Foundation

/// The folded forms of the non-ASCII words ``TextNormalizer`` has folded,
/// by their UTF-8 bytes as read.
///
/// Folding a word that is not ASCII (NFKC, case folding, NFC, through
/// Foundation) is slow, and a Japanese or Chinese utterance is a word per
/// character: folding each word anew would take most of matching such an
/// utterance, while the words utterances and phrases use are few and repeat. A word's fold depends on its bytes alone, so a kept fold is the one
/// folding it again gives. Shared by every thread behind a lock; once it holds
/// ``capacity`` words, new words are folded without being kept.
final class FoldedWords: Sendable {
    /// The process's folds.
    static let shared = FoldedWords()
    /// The most words kept (a few hundred kilobytes).
    static let capacity = 1 << 14

    /// A word's bytes as a key, hashed as one run of bytes (an array of
    /// bytes hashes each byte as a value of its own, a call per byte).
    struct Key: Hashable {
        var bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Per word's bytes, its fold.
    private let folds = BoundedMemo<Key, String>(capacity: FoldedWords.capacity)

    /// The fold of the word with UTF-8 bytes `bytes`, which `fold` works
    /// out when no fold of them is kept.
    func fold(_ bytes: [UInt8], _ fold: ([UInt8]) -> String) -> String {
        folds.value(for: Key(bytes: bytes)) { fold(bytes) }
    }

    /// How many words are kept (for tests).
    var count: Int { folds.count }
}
