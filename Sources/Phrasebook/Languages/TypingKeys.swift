import Foundation

/// The keys a language's keyboard scheme types for the marks on its
/// letters, where no input method turned them into the marked letters
/// (Vietnamese Telex: `aa` for `â`, `w` for the horn of `ư`, `s` after a
/// vowel for the acute tone): `tamj` is `tạm`, `duwngf` is `dừng`.
///
/// A word is compared with a known word by their key spellings: the marked
/// word spelled in keys, its tone key last, and the typed word with its
/// tone key moved last and its shorthands written out.
struct TypingKeys: Sendable {
    /// The keys of each letter with a mark of its own (`â`: `aa`, `đ`: `dd`).
    var letters: [Character: String] = [:]
    /// The key of each tone mark (a combining scalar: U+0301 `s`).
    var tones: [Unicode.Scalar: Character] = [:]
    /// Shorthands and the keys they stand for (`uow`: `uwow` for `ươ`);
    /// `w` typed after no vowel it marks stands for ``loneKey``'s letter.
    var shorthands: [String: String] = [:]
    /// The key that marks the vowel before it (`w`), and the keys it
    /// stands for alone (`uw`, `ư`).
    var loneKey: (key: Character, keys: String)? = nil
    /// Letters a syllable may end with after its vowel: a tone key may
    /// stand before them (`vieejc`) as well as at the word's end (`tamj`).
    var finals: [String] = []
    /// The plain vowels, one of which a syllable holds.
    var vowels: Set<Character> = []

    /// No keys: a language typed with its marks.
    static let none = TypingKeys()

    /// Whether the scheme reads no key.
    var isEmpty: Bool { letters.isEmpty && tones.isEmpty }

    /// The key spelling of `word` as written with its marks (`đặt`:
    /// `ddawtj`), or `nil` when it has no mark (then it is typed as it is).
    func spelling(ofMarked word: String) -> String? {
        var spelled = ""
        var tone: Character?
        var marked = false
        for character in word.lowercased() {
            // The tone off, the letter with its own mark kept.
            var base = ""
            for scalar in String(character).decomposedStringWithCanonicalMapping.unicodeScalars {
                if let key = tones[scalar] {
                    tone = key
                } else {
                    base.unicodeScalars.append(scalar)
                }
            }
            let letter = Character(base.precomposedStringWithCanonicalMapping)
            if let keys = letters[letter] {
                spelled += keys
                marked = true
            } else {
                spelled.append(letter)
            }
        }
        if let tone {
            spelled.append(tone)
            marked = true
        }
        return marked ? spelled : nil
    }

    /// The key spelling of `word` as typed (lowercase ASCII letters): its
    /// tone key (at its end, or before a final) moved last, its shorthands
    /// written out; `nil` when it holds no key.
    func spelling(ofTyped word: String) -> String? {
        guard !isEmpty, word.count >= 2, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var characters = Array(word)
        var tone: Character?
        if let toneAt = toneKeyPlace(in: characters) {
            tone = characters.remove(at: toneAt)
        }
        var spelled = String(characters)
        for (shorthand, keys) in shorthands where spelled.contains(shorthand) {
            spelled = spelled.replacingOccurrences(of: shorthand, with: keys)
        }
        if let (key, keys) = loneKey {
            // A key after no vowel it marks stands for its own letter.
            var written = ""
            var previous: Character?
            for character in spelled {
                if character == key, previous.map({ !vowels.contains($0) }) ?? true {
                    written += keys
                } else {
                    written.append(character)
                }
                previous = character
            }
            spelled = written
        }
        if let tone { spelled.append(tone) }
        let hasKey = tone != nil || letters.values.contains { spelled.contains($0) }
        return hasKey ? spelled : nil
    }

    /// The plain letters of key spelling `spelled` (its tone key last when
    /// `toned`): each letter's keys read as the letter without its mark.
    func plainLetters(of spelled: String, toned: Bool) -> String {
        var plain = toned ? String(spelled.dropLast()) : spelled
        for keys in Set(letters.values).sorted(by: { $0.count > $1.count }) {
            if let letter = keys.first { plain = plain.replacingOccurrences(of: keys, with: String(letter)) }
        }
        return plain
    }

    /// Where the tone key of `characters` stands: its last letter after a
    /// vowel, or a key right after a vowel (or the lone key) with only a
    /// final after it; `nil` when none.
    private func toneKeyPlace(in characters: [Character]) -> Int? {
        let keys = Set(tones.values)
        let isVowel = { (character: Character) in vowels.contains(character) || character == loneKey?.key }
        guard let last = characters.last else { return nil }
        if keys.contains(last), characters.dropLast().contains(where: isVowel) { return characters.count - 1 }
        for final in finals where final.count < characters.count - 1 {
            let keyAt = characters.count - final.count - 1
            guard keyAt > 0, String(characters[(keyAt + 1)...]) == final, keys.contains(characters[keyAt]),
                isVowel(characters[keyAt - 1])
            else { continue }
            return keyAt
        }
        return nil
    }
}
