/// A language's action vocabulary: groups of verbs and verb phrases that
/// ask for the same action across apps (`open`/`show`/`pull up`), with
/// their conjugated, polite and aspect forms, plus the words a request
/// may carry that name neither an action nor a thing (`it`, `called`).
///
/// Flexible matching reads a phrase's verb as another member of its group,
/// never as a member of another group; an app's phrases still decide which
/// actions exist. Forms are written as a user types them; the matcher
/// normalizes them.
struct ActionLexicon: Sendable {
    /// The groups, each a list of forms (several words make one form).
    var groups: [[String]] = []
    /// Words that point back at a value or carry no request of their own
    /// (`it`, `them`, `called`, `그거`, `它`): skipped when every content
    /// word of a phrase is accounted for.
    var harmless: [String] = []
    /// Whether a form also matches the start of a typed word, the rest
    /// being an ending (Korean `보여` in `보여줄래요`).
    var matchesWordStarts = false

    /// Each group's forms as normalized tokens, by group.
    private(set) var groupTokens: [[[String]]] = []
    /// Per first token of a form: the group and the form's place in
    /// ``groupTokens``, so a word is looked up instead of compared with
    /// every form.
    private(set) var formsByFirstToken: [String: [(group: Int, form: Int)]] = [:]
    /// The most characters a form's first token has.
    private(set) var longestFirstToken = 0
    /// ``harmless`` as normalized tokens.
    private(set) var harmlessTokens: [[String]] = []

    /// No action words.
    static let none = ActionLexicon()

    /// A lexicon whose groups are written one per string, forms separated by `|`.
    init(groups: [String], harmless: [String], matchesWordStarts: Bool = false) {
        self.groups = groups.map { $0.split(separator: "|").map(String.init) }
        self.harmless = harmless
        self.matchesWordStarts = matchesWordStarts
        groupTokens = self.groups.map { group in group.map(TextNormalizer.words).filter { !$0.isEmpty } }
        harmlessTokens = harmless.map(TextNormalizer.words).filter { !$0.isEmpty }
        for (group, forms) in groupTokens.enumerated() {
            for (place, form) in forms.enumerated() {
                formsByFirstToken[form[0], default: []].append((group, place))
                longestFirstToken = max(longestFirstToken, form[0].count)
            }
        }
    }

    /// The forms whose first token is `word`, or (when forms match word
    /// starts) a start of `word`.
    func forms(startingAt word: String) -> [(group: Int, form: Int)] {
        guard matchesWordStarts else { return formsByFirstToken[word] ?? [] }
        var found: [(group: Int, form: Int)] = []
        var start = ""
        for character in word.prefix(longestFirstToken) {
            start.append(character)
            found += formsByFirstToken[start] ?? []
        }
        return found
    }

    /// How many groups there are.
    var groupCount: Int { groups.count }

    /// An action word found in a text: where it stands, the groups of its
    /// form and the form it matched.
    struct Found: Sendable {
        /// The word's place among the text's tokens.
        var range: Range<Int>
        /// The groups whose form it is.
        var groups: Set<Int>
        /// The form matched, as normalized tokens.
        var form: [String]
    }

    /// The action words of `words` (at places `available`), longest
    /// first, each with the groups of its forms: a form matches equal
    /// tokens, its last one also the start of a word when the lexicon says
    /// so.
    func actionWords(in words: [String], where available: (Int) -> Bool) -> [Found] {
        var found: [Found] = []
        var position = 0
        while position < words.count {
            var best = (length: 0, letters: 0, groups: Set<Int>(), form: [String]())
            guard available(position) else {
                position += 1
                continue
            }
            for (group, place) in forms(startingAt: words[position]) {
                let form = groupTokens[group][place]
                guard position + form.count <= words.count else { continue }
                var matches = true
                for (offset, token) in form.enumerated() {
                    let word = words[position + offset]
                    let last = offset == form.count - 1
                    if !available(position + offset)
                        || !(word == token || (last && matchesWordStarts && word.hasPrefix(token)))
                    {
                        matches = false
                        break
                    }
                }
                guard matches else { continue }
                let letters = form.reduce(0) { $0 + $1.count }
                if (form.count, letters) > (best.length, best.letters) {
                    best = (form.count, letters, [group], form)
                } else if (form.count, letters) == (best.length, best.letters) {
                    best.groups.insert(group)
                }
            }
            if best.length > 0 {
                found.append(Found(range: position..<(position + best.length), groups: best.groups, form: best.form))
                position += best.length
            } else {
                position += 1
            }
        }
        return found
    }

    /// An empty lexicon.
    init() {}
}
