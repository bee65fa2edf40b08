/// The words a locale uses to answer follow-up questions: yes and no, cancel,
/// ordinals, and filler words around a choice ("the second one").
struct AnswerWords: Sendable {
    /// Normalized answers that mean yes.
    var yes: Set<String>
    /// Normalized answers that mean no.
    var no: Set<String>
    /// Normalized answers that cancel the request at any prompt.
    var cancel: Set<String>
    /// Ordinal words and their position (`second` → 2; `last` → -1),
    /// normalized; a key of several tokens is joined by spaces (`thứ nhất`,
    /// `첫 번째`, `最 后 一 个`).
    ///
    /// Ordinals made of a number (`thứ hai`, `두
    /// 번째`, `第二个`) are read as the number, with ``numberMarkers`` and
    /// the locale's counters around it.
    var ordinals: [String: Int]
    /// Normalized tokens around a choice that carry no meaning (`the`, `one`,
    /// `please`).
    var fillers: Set<String>
    /// Normalized tokens that introduce an option number (`number 2`, `số
    /// 2`, `第二`).
    var numberMarkers: Set<String>
    /// Marks that split any list answer (`,`, `、`).
    var listMarks: [String]
    /// Words that split a list answer only where a piece is not one value as
    /// a whole, so a title with "and" in it (`Pride and Prejudice`, `오만과
    /// 편견`) stays whole; matched in the text as typed, spaces included.
    var listJoiners: [String]

    /// Normalized words said around a cancel that carry no meaning of
    /// their own (`actually`, `wait`, `khoan`, `잠깐`, `等等`, `あっ`): `no
    /// wait, cancel that` cancels as `cancel that` does.
    var hesitations: Set<String> = []

    /// Every mark and word that joins the items of a list answer.
    var listSeparators: [String] { listMarks + listJoiners }

    /// Words for a locale, each normalized as utterances are (so `是的` is
    /// kept as `是 的`, the tokens an answer arrives as).
    init(
        yes: [String], no: [String], cancel: [String], ordinals: [String: Int], fillers: [String],
        numberMarkers: [String],
        listMarks: [String], listJoiners: [String], hesitations: [String] = []
    ) {
        self.yes = Set(yes.map(TextNormalizer.normalize))
        self.no = Set(no.map(TextNormalizer.normalize))
        self.cancel = Set(cancel.map(TextNormalizer.normalize))
        self.ordinals = Dictionary(
            ordinals.map { (TextNormalizer.normalize($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.fillers = Set(fillers.flatMap(TextNormalizer.words))
        self.numberMarkers = Set(numberMarkers.flatMap(TextNormalizer.words))
        self.listMarks = listMarks
        self.listJoiners = listJoiners
        self.hesitations = Set(hesitations.map(TextNormalizer.normalize))
    }

    /// Whether the normalized `tokens` say yes (`true`), no (`false`), or neither.
    func yesOrNo(_ tokens: [String]) -> Bool? {
        let text = tokens.joined(separator: " ")
        if yes.contains(text) { return true }
        if no.contains(text) { return false }
        return nil
    }

    /// Whether the answer `text` says yes or no: as a whole, by its first
    /// clause ("có, đặt đi", "好的，下单吧", "yes, go ahead"), or by its first
    /// words when the verb follows them ("ừ xóa đi", "응 지워", "好的删吧") and
    /// the rest holds no word of the other answer.
    func yesOrNo(answer text: String) -> Bool? {
        let tokens = TextNormalizer.words(text)
        if let whole = yesOrNo(tokens) { return whole }
        if let cut = text.firstIndex(where: { Self.clauseMarks.contains($0) }),
            let clause = yesOrNo(TextNormalizer.words(String(text[..<cut])))
        {
            return clause
        }
        // Only prefixes as long as the longest yes or no can say one: a long
        // answer costs what reading it does, not its length squared.
        let longest = (yes.union(no)).reduce(0) { max($0, $1.split(separator: " ").count) }
        for length in stride(from: min(tokens.count - 1, longest), through: 1, by: -1) {
            guard let said = yesOrNo(Array(tokens[..<length])) else { continue }
            let other = said ? no : yes
            let rest = tokens[length...]
            return rest.contains(where: other.contains) || rest.contains(where: cancel.contains) ? nil : said
        }
        return nil
    }

    /// These words with each yes, no, cancel, ordinal, filler and number
    /// marker also read without its diacritics (`co`, `khong`, `huy`, `thu
    /// nhat`), for languages typed without them; a folded form that two
    /// kinds of answer share (`dung`: `đúng` yes, `dừng` cancel) is left out.
    func foldingDiacritics() -> AnswerWords {
        func folded(_ text: String) -> String {
            text.split(separator: " ").map { AccentFolding.fold(String($0)) ?? String($0) }.joined(separator: " ")
        }
        var copy = self
        let kinds = [yes, no, cancel]
        var owners: [String: Set<Int>] = [:]
        for (kind, words) in kinds.enumerated() {
            for word in words { owners[folded(word), default: []].insert(kind) }
        }
        func add(_ words: Set<String>, kind: Int) -> Set<String> {
            words.union(words.map(folded).filter { owners[$0] == [kind] })
        }
        copy.yes = add(yes, kind: 0)
        copy.no = add(no, kind: 1)
        copy.cancel = add(cancel, kind: 2)
        for (word, position) in ordinals where copy.ordinals[folded(word)] == nil {
            copy.ordinals[folded(word)] = position
        }
        copy.fillers.formUnion(fillers.map(folded))
        copy.numberMarkers.formUnion(numberMarkers.map(folded))
        copy.hesitations.formUnion(hesitations.map(folded))
        return copy
    }

    /// The marks that end a first clause ("yes, go ahead"), built once.
    private static let clauseMarks: Set<Character> = [",", "，", "、", ";", "；", "!", "！", ".", "。"]

    /// Whether the normalized `tokens` cancel the request: a cancel form,
    /// or cancel, no and hesitation forms said one after another with a
    /// cancel among them (`nah nevermind`, `算了不用了`, `아니다 됐어`, `no
    /// wait, cancel that`).
    ///
    /// With `refusing` (an answer to a question that is not yes or no, and
    /// that the question's own reading did not understand), a no form
    /// refuses too: `nah, not now`, `あとにする`, `để lúc khác` where a
    /// value is asked for end the request, as a person means them.
    func isCancel(_ tokens: [String], refusing: Bool = false) -> Bool {
        let whole = tokens.joined(separator: " ")
        if cancel.contains(whole) || (refusing && no.contains(whole)) { return true }
        guard tokens.count > 1, tokens.count <= Self.longestCancelRun else { return false }
        // reach[k]: tokens[..<k] read as such forms; 1 without a cancel, 2 with one.
        var reach = [UInt8](repeating: 0, count: tokens.count + 1)
        reach[0] = 1
        for start in 0..<tokens.count where reach[start] > 0 {
            for end in (start + 1)...tokens.count {
                let form = tokens[start..<end].joined(separator: " ")
                if cancel.contains(form) || (refusing && no.contains(form)) {
                    reach[end] = 2
                } else if no.contains(form) || fillers.contains(form) || hesitations.contains(form) {
                    reach[end] = max(reach[end], reach[start])
                }
            }
        }
        return reach[tokens.count] == 2
    }

    /// The most tokens an answer made of several cancel and no forms has.
    private static let longestCancelRun = 12
}
