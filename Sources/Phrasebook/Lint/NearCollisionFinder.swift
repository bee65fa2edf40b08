/// Finds expanded utterances of different intents that are nearly the same,
/// which a typo or a speech error would confuse (PB120, a warning): one word
/// apart — a word substituted, added or left out — or, with the same number
/// of words, two words each one character apart ("start"/"stats" and
/// "a"/"an"), so at most two characters in all.
///
/// Chinese and Japanese need no
/// rule of their own: every character is a word there, so one word is one
/// character. Utterances that are the same are collisions, not reported here.
///
/// It checks one locale of one group of apps at a time. Apps are grouped
/// when a name or synonym of one, in any locale, is the same as, or a close
/// spelling of (``EditDistance/tolerance(forLength:)``), one of another's
/// (``AppGroups``, the grouping the collision check uses, with close names):
/// utterances of apps with distinct names always differ in the name, and a
/// distinct name is what tells apps apart, so those are not near-collisions.
///
/// Cost: the expansions of a group are spelled out once, in phrase order
/// (at most ``budget`` of them; past it the check stops with a warning rather
/// than pretending the rest is clean). Each utterance of n words is indexed
/// under n keys, the hash of the words without word i (and i itself), and
/// under the hash of all its words: two utterances one word substituted
/// apart share a key, and one word added to an utterance is found by looking
/// each of its n deletions up among the whole utterances. No pairs of
/// utterances are compared, only the members of one key: O(E·n²) hashing, a
/// sort of E·n keys, and O(E·n) lookups for E expansions. For the character
/// rule, the words of the group each get their one-character neighbours
/// (through a deletion index of the distinct words), and each utterance looks
/// up the few variants with two of its words replaced by neighbours.
///
/// Each pair of phrases is reported once, at the later one, with its first
/// witness pair: the earliest expansion of the earlier phrase that has a
/// partner, and that partner's earliest.
struct NearCollisionFinder {
    /// The most expansions spelled out per group of apps, by default.
    static let defaultBudget = 200_000
    /// The most variants one utterance looks up for the character rule.
    static let variantLimit = 1_000

    /// The catalog checked.
    let catalog: Catalog
    /// The most expansions spelled out per group of apps.
    let budget: Int
    /// Only phrases of this locale, when set.
    let locale: String?
    /// Pairs of shortcuts that already collide (``ShortcutPair``): not
    /// reported again as near-collisions.
    let excluded: Set<ShortcutPair>

    /// Every near-collision, and a warning for each group the check could
    /// not finish.
    func findings() -> [LintFinding] {
        let expander = PhraseExpander(slotKeys: catalog.slotKeys, valueSets: catalog.valueSets)
        var findings: [LintFinding] = []
        for group in AppGroups.groups(catalog.apps, by: .closeName) {
            let members = Set(group)
            var phrasesByLocale: [String: [Int]] = [:]
            var locales: [String] = []
            for (index, phrase) in catalog.phrases.enumerated()
            where members.contains(phrase.app) && !phrase.isNegative && expander.isEnumerable(phrase)
                && (locale == nil || phrase.locale == locale)
            {
                if phrasesByLocale[phrase.locale] == nil { locales.append(phrase.locale) }
                phrasesByLocale[phrase.locale, default: []].append(index)
            }
            var spelledOut = 0
            var exhausted = false
            var charactersCut = false
            for phraseLocale in locales {
                var check = Check(catalog: catalog, phrases: phrasesByLocale[phraseLocale]!, excluded: excluded)
                guard check.hasSeveralIntents else { continue }
                exhausted = !check.spellOut(expander: expander, budget: budget - spelledOut)
                spelledOut += check.expansions.count
                check.findSubstitutions()
                check.findInsertions()
                if !check.findCharacterEdits() { charactersCut = true }
                findings += check.findings()
                if exhausted { break }
            }
            let names = group.map { catalog.apps[$0].app.name }.joined(separator: ", ")
            if exhausted {
                findings.append(
                    limitWarning(
                        group,
                        "near-collision check stopped for \(names): spelling out more than \(budget) expanded utterances exceeds the check's budget; near-collisions past it are not reported"
                    ))
            }
            if charactersCut {
                findings.append(
                    limitWarning(
                        group,
                        "near-collision check of close spellings cut short for \(names): an utterance has more than \(Self.variantLimit) variants with two words misspelled; some near-collisions of two characters are not reported"
                    ))
            }
        }
        return findings
    }

    /// A warning that the check of `group` did not finish, at the first
    /// app's `shortcuts`.
    private func limitWarning(_ group: [Int], _ message: String) -> LintFinding {
        let first = catalog.apps[group[0]]
        return LintFinding(
            Diagnostic(
                .warning, .nearCollision, message,
                file: first.path, location: first.sourceMap.location(of: JSONPath.root.key("shortcuts")),
                jsonPath: "shortcuts"))
    }
}

/// Two shortcuts, each as (app, shortcut), in a fixed order whichever comes
/// first: the key for "these two already collide".
struct ShortcutPair: Hashable, Sendable {
    /// The first shortcut's app and index.
    var first: [Int]
    /// The second shortcut's app and index.
    var second: [Int]

    /// The pair of the shortcuts `a` and `b` (of apps `appA`, `appB`).
    init(app appA: Int, shortcut a: Int, app appB: Int, shortcut b: Int) {
        let left = [appA, a]
        let right = [appB, b]
        if left.lexicographicallyPrecedes(right) {
            first = left
            second = right
        } else {
            first = right
            second = left
        }
    }
}

/// The near-collision check of one locale of one group of apps.
private struct Check {
    /// Two utterances (expansion ids), the earlier phrase's first.
    struct Witness {
        var earlier: Int32
        var later: Int32
    }

    /// Two phrases (local indices), the earlier first.
    struct PhrasePair: Hashable {
        var earlier: Int32
        var later: Int32
    }

    /// One key of the substitution index: an utterance without one word.
    struct Entry {
        var hash: UInt64
        var expansion: Int32
        var position: Int32
    }

    let catalog: Catalog
    /// The phrases checked (catalog indices), in catalog order.
    let phrases: [Int]
    /// Per phrase: its intent, as a small number (app and intent name).
    let intent: [Int32]
    /// Per phrase: its app and shortcut.
    let shortcut: [(app: Int, shortcut: Int)]
    let excluded: Set<ShortcutPair>

    /// Every expansion's tokens, one after another.
    var tokens: [Int32] = []
    /// Where expansion k's tokens start (one more entry than expansions).
    var starts: [Int32] = [0]
    /// Per expansion: its phrase (local index).
    var expansions: [Int32] = []
    /// Per expansion: its number among its phrase's expansions.
    var ordinals: [Int32] = []
    /// Whole utterance hash → first expansion with it; `next` chains the rest.
    var firstWithHash: [UInt64: Int32] = [:]
    var next: [Int32] = []
    /// The best witness found for each pair of phrases.
    var best: [PhrasePair: Witness] = [:]

    init(catalog: Catalog, phrases: [Int], excluded: Set<ShortcutPair>) {
        self.catalog = catalog
        self.phrases = phrases
        self.excluded = excluded
        var intentIDs: [String: Int32] = [:]
        var intent: [Int32] = []
        var shortcut: [(app: Int, shortcut: Int)] = []
        for index in phrases {
            let phrase = catalog.phrases[index]
            let name = catalog.apps[phrase.app].shortcuts[phrase.shortcut!].intent
            let key = "\(phrase.app) \(name)"
            let id = intentIDs[key] ?? Int32(intentIDs.count)
            intentIDs[key] = id
            intent.append(id)
            shortcut.append((phrase.app, phrase.shortcut!))
        }
        self.intent = intent
        self.shortcut = shortcut
    }

    /// Whether the phrases belong to more than one intent (else nothing to find).
    var hasSeveralIntents: Bool { Set(intent).count > 1 }

    /// The tokens of expansion `k`.
    func words(_ k: Int32) -> ArraySlice<Int32> {
        tokens[Int(starts[Int(k)])..<Int(starts[Int(k) + 1])]
    }

    // MARK: Spelling out

    /// Spells out every phrase's expansions, in order, at most `budget` of
    /// them; returns whether all were.
    mutating func spellOut(expander: PhraseExpander, budget: Int) -> Bool {
        var complete = true
        for (local, index) in phrases.enumerated() {
            var ordinal: Int32 = 0
            expander.forEachExpansion(of: catalog.phrases[index]) { words, _ in
                guard expansions.count < budget else {
                    complete = false
                    return false
                }
                let id = Int32(expansions.count)
                tokens.append(contentsOf: words)
                starts.append(Int32(tokens.count))
                expansions.append(Int32(local))
                ordinals.append(ordinal)
                ordinal += 1
                let hash = Self.wholeHash(words[...])
                next.append(firstWithHash[hash] ?? -1)
                firstWithHash[hash] = id
                return true
            }
            if !complete { break }
        }
        return complete
    }

    // MARK: Hashing

    private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var x = hash ^ (value &+ 0x9E37_79B9_7F4A_7C15 &+ (hash << 6) &+ (hash >> 2))
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        return x ^ (x >> 31)
    }

    private static func token(_ id: Int32) -> UInt64 { UInt64(UInt32(bitPattern: id)) }

    /// The hash of a whole utterance.
    static func wholeHash(_ words: ArraySlice<Int32>) -> UInt64 {
        var hash = mix(0x57_484F_4C45, UInt64(words.count))
        for word in words { hash = mix(hash, token(word)) }
        return hash
    }

    /// The hash of `words` without the word at offset `skipped`, as a whole
    /// utterance (for the insertion lookup) or keyed by the offset too (for
    /// the substitution index).
    static func hash(_ words: ArraySlice<Int32>, skipping skipped: Int, keyedByPosition: Bool) -> UInt64 {
        var hash =
            keyedByPosition
            ? mix(mix(0x5355_4253, UInt64(words.count)), UInt64(skipped))
            : mix(0x57_484F_4C45, UInt64(words.count - 1))
        let skippedIndex = words.startIndex + skipped
        var index = words.startIndex
        while index < words.endIndex {
            if index != skippedIndex { hash = mix(hash, token(words[index])) }
            index += 1
        }
        return hash
    }

    // MARK: Recording

    /// Whether phrases `a` and `b` may be reported together: different
    /// intents, and shortcuts that do not already collide.
    func mayPair(_ a: Int32, _ b: Int32) -> Bool {
        guard intent[Int(a)] != intent[Int(b)] else { return false }
        let left = shortcut[Int(a)]
        let right = shortcut[Int(b)]
        return !excluded.contains(
            ShortcutPair(app: left.app, shortcut: left.shortcut, app: right.app, shortcut: right.shortcut))
    }

    /// Keeps expansions `x` and `y` as their phrases' witness when it comes
    /// before the one found so far.
    mutating func record(_ x: Int32, _ y: Int32) {
        let (earlier, later) = expansions[Int(x)] < expansions[Int(y)] ? (x, y) : (y, x)
        let pair = PhrasePair(earlier: expansions[Int(earlier)], later: expansions[Int(later)])
        if let found = best[pair], (found.earlier, found.later) <= (earlier, later) { return }
        best[pair] = Witness(earlier: earlier, later: later)
    }

    // MARK: One word substituted

    /// Utterances of the same length that differ in exactly one word: they
    /// share the key of the utterance without that word at that position.
    mutating func findSubstitutions() {
        var entries: [Entry] = []
        entries.reserveCapacity(tokens.count)
        for k in expansions.indices {
            let utterance = words(Int32(k))
            for position in 0..<utterance.count {
                entries.append(
                    Entry(
                        hash: Self.hash(utterance, skipping: position, keyedByPosition: true), expansion: Int32(k),
                        position: Int32(position)))
            }
        }
        entries.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.expansion < $1.expansion }
        var low = 0
        while low < entries.count {
            var high = low + 1
            while high < entries.count && entries[high].hash == entries[low].hash { high += 1 }
            if high - low > 1 { pairKey(entries[low..<high]) }
            low = high
        }
    }

    /// Finds, for each pair of phrases of different intents among the
    /// members of one key, the first pair of members that differ in the word
    /// the key leaves out.
    private mutating func pairKey(_ members: ArraySlice<Entry>) {
        let firstIntent = intent[Int(expansions[Int(members.first!.expansion)])]
        guard members.contains(where: { intent[Int(expansions[Int($0.expansion)])] != firstIntent }) else { return }
        // Members are sorted by expansion, so each phrase's are one run.
        var runs: [Range<Int>] = []
        var start = members.startIndex
        for index in members.indices.dropFirst()
        where expansions[Int(members[index].expansion)] != expansions[Int(members[start].expansion)] {
            runs.append(start..<index)
            start = index
        }
        runs.append(start..<members.endIndex)
        func left(_ entry: Entry) -> Int32 { tokens[Int(starts[Int(entry.expansion)]) + Int(entry.position)] }
        for (runIndex, first) in runs.enumerated() {
            let firstPhrase = expansions[Int(members[first.lowerBound].expansion)]
            for second in runs[(runIndex + 1)...] {
                let secondPhrase = expansions[Int(members[second.lowerBound].expansion)]
                guard mayPair(firstPhrase, secondPhrase) else { continue }
                let a = members[first.lowerBound]
                var pick: (Entry, Entry)?
                if let b = members[second].first(where: { left($0) != left(a) }) {
                    pick = (a, b)
                } else {
                    let b = members[second.lowerBound]
                    if let other = members[first].first(where: { left($0) != left(b) }) { pick = (other, b) }
                }
                guard let (x, y) = pick, x.position == y.position,
                    differInOneWord(x.expansion, y.expansion, at: Int(x.position))
                else { continue }
                record(x.expansion, y.expansion)
            }
        }
    }

    /// Whether two utterances are the same but for the word at `position`
    /// (a check against hash collisions).
    private func differInOneWord(_ x: Int32, _ y: Int32, at position: Int) -> Bool {
        let a = words(x)
        let b = words(y)
        guard a.count == b.count, position < a.count else { return false }
        for offset in 0..<a.count where offset != position {
            if a[a.startIndex + offset] != b[b.startIndex + offset] { return false }
        }
        return a[a.startIndex + position] != b[b.startIndex + position]
    }

    // MARK: One word added or left out

    /// Utterances one word longer than another: each deletion of a word is
    /// looked up among the whole utterances.
    mutating func findInsertions() {
        for k in expansions.indices {
            let longer = Int32(k)
            let utterance = words(longer)
            guard utterance.count > 1 else { continue }
            for position in 0..<utterance.count {
                if position > 0
                    && utterance[utterance.startIndex + position] == utterance[utterance.startIndex + position - 1]
                {
                    continue
                }
                var candidate = firstWithHash[Self.hash(utterance, skipping: position, keyedByPosition: false)] ?? -1
                while candidate >= 0 {
                    let shorter = candidate
                    candidate = next[Int(shorter)]
                    guard mayPair(expansions[Int(longer)], expansions[Int(shorter)]) else { continue }
                    var without = Array(utterance)
                    without.remove(at: position)
                    guard words(shorter).elementsEqual(without) else { continue }
                    record(longer, shorter)
                }
            }
        }
    }

    // MARK: Two words, each one character apart

    /// Utterances of the same length that differ in two words, each a close
    /// spelling of the other (one character apart); returns `false` when an
    /// utterance had more variants than ``NearCollisionFinder/variantLimit``.
    mutating func findCharacterEdits() -> Bool {
        let neighbours = characterNeighbours()
        guard !neighbours.isEmpty else { return true }
        var complete = true
        for k in expansions.indices {
            let id = Int32(k)
            let utterance = Array(words(id))
            let positions = utterance.indices.filter { neighbours[utterance[$0]] != nil }
            guard positions.count > 1 else { continue }
            var variants = 0
            var variant = utterance
            search: for (index, i) in positions.enumerated() {
                for j in positions[(index + 1)...] {
                    for first in neighbours[utterance[i]]! {
                        for second in neighbours[utterance[j]]! {
                            variants += 1
                            if variants > NearCollisionFinder.variantLimit {
                                complete = false
                                break search
                            }
                            variant[i] = first
                            variant[j] = second
                            var candidate = firstWithHash[Self.wholeHash(variant[...])] ?? -1
                            while candidate >= 0 {
                                let other = candidate
                                candidate = next[Int(other)]
                                if mayPair(expansions[k], expansions[Int(other)]) && words(other).elementsEqual(variant)
                                {
                                    record(id, other)
                                }
                            }
                        }
                    }
                    variant[j] = utterance[j]
                }
                variant[i] = utterance[i]
            }
        }
        return complete
    }

    /// For each word of the spelled-out utterances, the other words one
    /// character (Unicode scalar) apart from it, found through a deletion
    /// index: two such words share the word itself or it with one character
    /// left out.
    ///
    /// Two one-character words are not neighbours (a whole word
    /// substituted is the one-word rule's); words without any are left out.
    private func characterNeighbours() -> [Int32: [Int32]] {
        var distinct = Set<Int32>()
        for token in tokens { distinct.insert(token) }
        var index: [String: [Int32]] = [:]
        for token in distinct.sorted() {
            let scalars = Array(catalog.vocabulary.text(of: token).unicodeScalars)
            var keys: Set<String> = [String(String.UnicodeScalarView(scalars))]
            if scalars.count > 1 {
                for skipped in scalars.indices {
                    var shorter = scalars
                    shorter.remove(at: skipped)
                    keys.insert(String(String.UnicodeScalarView(shorter)))
                }
            }
            for key in keys { index[key, default: []].append(token) }
        }
        var neighbours: [Int32: Set<Int32>] = [:]
        for bucket in index.values where bucket.count > 1 {
            for (offset, a) in bucket.enumerated() {
                let textA = catalog.vocabulary.text(of: a)
                for b in bucket[(offset + 1)...] where neighbours[a]?.contains(b) != true {
                    if EditDistance.distance(textA, catalog.vocabulary.text(of: b), limit: 1) == 1 {
                        neighbours[a, default: []].insert(b)
                        neighbours[b, default: []].insert(a)
                    }
                }
            }
        }
        return neighbours.mapValues { $0.sorted() }
    }

    // MARK: Reporting

    /// One finding per pair of phrases, at the later phrase.
    func findings() -> [LintFinding] {
        best.sorted { ($0.key.later, $0.key.earlier) < ($1.key.later, $1.key.earlier) }.map {
            finding(earlier: $0.value.earlier, later: $0.value.later)
        }
    }

    private func finding(earlier: Int32, later: Int32) -> LintFinding {
        let phrase = catalog.phrases[phrases[Int(expansions[Int(later)])]]
        let other = catalog.phrases[phrases[Int(expansions[Int(earlier)])]]
        let manifest = catalog.apps[phrase.app]
        let intentName = manifest.shortcuts[phrase.shortcut!].intent
        let site = PhraseSite(phrase, in: manifest)
        let message =
            "this \(site.noun("phrase")) (\(intentName)) is \(difference(mine: words(later), theirs: words(earlier))) from "
            + "\(CollisionFinder.otherShortcut(other, of: phrase, manifests: catalog.apps)), phrase \"\(other.template.source)\"; "
            + "a typo or a speech error could run the wrong intent"
        let witnesses = [earlier, later].map { id in
            let phrase = catalog.phrases[phrases[Int(expansions[Int(id)])]]
            return WitnessText.text(
                of: phrase, choices: WitnessText.choices(ofExpansion: Int(ordinals[Int(id)]), of: phrase, in: catalog),
                in: catalog)
        }
        return LintFinding(
            site.diagnostic(.warning, .nearCollision, message), witnesses: witnesses)
    }

    /// How `mine` differs from `theirs`: `one word ("complete" for "show")`,
    /// `one word ("my" added)`, `two characters ("stats" for "start", …)`.
    private func difference(mine: ArraySlice<Int32>, theirs: ArraySlice<Int32>) -> String {
        let text = { (id: Int32) in "\"\(catalog.vocabulary.text(of: id))\"" }
        let a = Array(mine)
        let b = Array(theirs)
        if a.count != b.count {
            let (longer, shorter) = a.count > b.count ? (a, b) : (b, a)
            let position = shorter.indices.first { longer[$0] != shorter[$0] } ?? shorter.count
            return "one word (\(text(longer[position])) \(a.count > b.count ? "added" : "left out"))"
        }
        let changed = a.indices.filter { a[$0] != b[$0] }
        let pairs = changed.map { "\(text(a[$0])) for \(text(b[$0]))" }.joined(separator: ", ")
        return changed.count == 1 ? "one word (\(pairs))" : "two characters (\(pairs))"
    }
}
