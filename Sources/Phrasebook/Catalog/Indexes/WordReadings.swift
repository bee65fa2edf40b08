/// What flexible matching makes of one utterance word on its own, whatever
/// words stand around it (see ``FlexibleSearch``): the catalog words it may
/// be read as and what each costs, the skips that start with it, and the
/// facts about its characters the search asks of it.
///
/// Worked out once per
/// vocabulary word and kept by the flexible index: most words of an utterance the
/// flexible stage reads are catalog words, and working out their readings
/// (accent folds, typo neighbours, particles, number readers) anew for each
/// utterance took most of the stage on the sample apps.
struct WordReadings: Sendable {
    /// The liberty a reading takes (as ``Liberty/Kind`` names it).
    enum Kind: UInt8, Sendable {
        case accent, traditional, wordClass, particle, typo
        /// A Han character typed for another of the same reading (`价` for `架`).
        case homophone
        /// A kana typed in the other kana (`す` for `ス`).
        case kana
        /// A number read as a count the phrase graph writes (``FlexibleIndex/countWords``).
        case count
        /// A number read as the same count written another way (`1` for `一`).
        case number
    }

    /// One way to read the word as a catalog word.
    struct Reading: Sendable {
        /// The catalog word read.
        var token: Int32
        /// What reading it costs.
        var cost: Float
        /// The liberty it takes.
        var kind: Kind
        /// For a catalog word written with a noun particle glued on (`완료로`
        /// for `완료`): the particle (its place in
        /// ``FlexibleIndex/nounParticles``) which, typed as the next word,
        /// is read with this one (two tokens for the glued word); -1 for none.
        var apartParticle: Int32
    }

    /// The readings of the word as one token (and, for a particle typed
    /// apart, two), in the order the search adds them, the word itself not
    /// among them.
    var readings: [Reading] = []
    /// The word sequences a user may add that start with this word.
    var skips: [FlexibleIndex.Skip] = []
    /// Whether some of ``skips`` name what a value is (read only after a value).
    var startsValueNoun = false
    /// Whether the word is one ideographic character of a script written
    /// without spaces (a Han character another may be typed for).
    var isIdeograph = false
    /// Whether every character of the word is of a script written without
    /// spaces (see ``ScriptClass``).
    var isUnspaced = false
    /// The number the word's ASCII digits say (up to nine), or -1.
    var digits: Double = -1
    /// Whether every character of the word is numeric (no number reader
    /// reads it as number words).
    var isNumeral = false
    /// Whether the word is all Hangul syllables.
    var isHangul = false
    /// The number readers that may read a number holding the word (see
    /// ``FlexibleIndex/numberReaderMask(of:)``); 0 when the catalog has no
    /// number words.
    var numberReaderMask: UInt64 = 0
    /// The vocabulary id of the digits the word reads as on its own, -1
    /// for none.
    var numberReading: Int32 = -1
}
