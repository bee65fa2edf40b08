import Foundation

/// Which words of a catalog some language reads as a number word
/// (`twenty`, `스물`), worked out for a word the first time flexible
/// matching asks: asking every language's number reader about every word
/// when a catalog is made took most of a short `phrasebook say`, and most
/// words are never asked about.
///
/// Shared by copies of a catalog, and safe to
/// ask from several threads at once.
final class NumberWordCache: @unchecked Sendable {
    /// Per vocabulary id: 0 not yet asked, 1 no, 2 yes.
    ///
    /// Guarded by `lock`.
    private var answers: [UInt8]
    private let lock = NSLock()

    /// A cache for a vocabulary of `count` words, nothing asked yet.
    init(count: Int) {
        answers = [UInt8](repeating: 0, count: count)
    }

    /// Whether word `id` is a number word; `decide` works it out the first time.
    func isNumberWord(_ id: Int32, decide: () -> Bool) -> Bool {
        guard id >= 0 else { return false }
        let index = Int(id)
        lock.lock()
        let known = index < answers.count ? answers[index] : 1
        lock.unlock()
        if known != 0 { return known == 2 }
        let answer = decide()
        lock.lock()
        answers[index] = answer ? 2 : 1
        lock.unlock()
        return answer
    }
}
