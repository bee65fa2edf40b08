extension TypingKeys {
    /// Vietnamese Telex, as typed where the input method is off: `aa` `â`,
    /// `aw` `ă`, `ee` `ê`, `oo` `ô`, `ow` `ơ`, `uw` (or `w` alone) `ư`,
    /// `uow` `ươ`, `dd` `đ`; the tones `s` (sắc), `f` (huyền), `r` (hỏi),
    /// `x` (ngã), `j` (nặng) after the syllable or before its final
    /// consonants (`vieejc` for `việc`).
    static let vietnameseTelex = TypingKeys(
        letters: ["â": "aa", "ă": "aw", "ê": "ee", "ô": "oo", "ơ": "ow", "ư": "uw", "đ": "dd"],
        tones: ["\u{301}": "s", "\u{300}": "f", "\u{309}": "r", "\u{303}": "x", "\u{323}": "j"],
        shorthands: ["uow": "uwow"],
        loneKey: ("w", "uw"),
        finals: ["c", "ch", "m", "n", "ng", "nh", "p", "t"],
        vowels: ["a", "e", "i", "o", "u", "y"])
}
