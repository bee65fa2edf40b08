/// The action words one lexicon finds in one request's words, whatever
/// places a reading has already read: worked out once per request and
/// language, so that each phrase's evidence reading only picks among them
/// instead of looking every word up in the lexicon again.
///
/// ``actionWords(where:)`` gives what ``ActionLexicon/actionWords(in:where:)``
/// gives for the same words and places.
struct ActionWordCandidates {
    /// One form of the lexicon that the words at `range` say.
    struct Form {
        /// Where the form stands among the words.
        var range: Range<Int>
        /// How many characters the form's tokens have.
        var letters: Int
        /// The form's group.
        var group: Int
        /// The form, as normalized tokens.
        var form: [String]
        /// The words at ``range``, joined by spaces.
        var typed: String
    }

    /// An action word found, with its words as typed, joined by spaces.
    struct Found {
        /// The action word.
        var word: ActionLexicon.Found
        /// The words at its range, joined by spaces.
        var typed: String
    }

    /// Per place: the forms starting there, in the lexicon's order.
    private var byStart: [[Form]]

    /// The forms of `lexicon` said in `words`: a form matches equal
    /// tokens, its last one also the start of a word when the lexicon says so.
    init(words: [String], lexicon: ActionLexicon) {
        byStart = [[Form]](repeating: [], count: words.count)
        for position in words.indices {
            for (group, place) in lexicon.forms(startingAt: words[position]) {
                let form = lexicon.groupTokens[group][place]
                guard position + form.count <= words.count else { continue }
                var matches = true
                for (offset, token) in form.enumerated() {
                    let word = words[position + offset]
                    let last = offset == form.count - 1
                    if !(word == token || (last && lexicon.matchesWordStarts && word.hasPrefix(token))) {
                        matches = false
                        break
                    }
                }
                guard matches else { continue }
                let letters = form.reduce(0) { $0 + $1.count }
                let range = position..<(position + form.count)
                byStart[position].append(
                    Form(
                        range: range, letters: letters, group: group, form: form,
                        typed: words[range].joined(separator: " ")))
            }
        }
    }

    /// Whether no form is said anywhere in the words.
    var isEmpty: Bool { byStart.allSatisfy(\.isEmpty) }

    /// The action words at places `available`, longest first, each with
    /// the groups of its forms (see ``ActionLexicon/actionWords(in:where:)``).
    func actionWords(where available: (Int) -> Bool) -> [Found] {
        var found: [Found] = []
        var position = 0
        while position < byStart.count {
            guard !byStart[position].isEmpty, available(position) else {
                position += 1
                continue
            }
            var best = (length: 0, letters: 0, groups: Set<Int>(), form: [String](), typed: "")
            for form in byStart[position] where form.range.allSatisfy(available) {
                if (form.range.count, form.letters) > (best.length, best.letters) {
                    best = (form.range.count, form.letters, [form.group], form.form, form.typed)
                } else if (form.range.count, form.letters) == (best.length, best.letters) {
                    best.groups.insert(form.group)
                }
            }
            if best.length > 0 {
                let range = position..<(position + best.length)
                found.append(
                    Found(
                        word: ActionLexicon.Found(range: range, groups: best.groups, form: best.form),
                        typed: best.typed))
                position += best.length
            } else {
                position += 1
            }
        }
        return found
    }
}
