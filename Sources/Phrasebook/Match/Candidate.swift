/// One way an utterance matched, in names: the app and intent it would run,
/// the phrase it matched, how well, and the parameter values the phrase's
/// slots took.
///
/// ``Matcher/candidates(for:locale:exactOnly:)`` returns candidates best first. A value
/// that several entities share (two books called "The Outsider") stays one
/// parameter with every choice, so a caller can ask which one was meant —
/// or hand the utterance to a ``Conversation``, which asks for it.
public struct Candidate: Sendable, Hashable {
    /// A parameter value the phrase took from the utterance.
    ///
    /// ```swift
    /// if let book = candidate["book"], book.isAmbiguous {
    ///     print(book.text, book.values.map(\.description))   // The Outsider ["The Outsider", "The Outsider"]
    /// }
    /// ```
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name, as the intent declares it.
        public internal(set) var name: String
        /// The words the slot covered, as the user typed them.
        public internal(set) var text: String {
            get { typed.text }
            set { typed = TypedText(newValue) }
        }
        /// What the words mean: one value; for an enum or entity parameter
        /// whose words several values share, every one of them
        /// (``ParameterValue/entity(id:title:)`` with its id and title).
        public internal(set) var values: [ParameterValue] {
            get { named.values }
            set { named = .made(newValue) }
        }
        /// Where ``text`` is read from.
        private var typed: TypedText
        /// Where ``values`` are read from.
        private var named: ParameterValues

        /// The parameter `name`, which took the words `typed` to mean `named`.
        init(name: String, typed: TypedText, named: ParameterValues) {
            self.name = name
            self.typed = typed
            self.named = named
        }

        /// The parameter `name`, which took the words `typed` to mean `values`.
        init(name: String, typed: TypedText, values: [ParameterValue]) {
            self.init(name: name, typed: typed, named: .made(values))
        }

        /// The parameter `name`, which took the words `text` to mean `values`.
        init(name: String, text: String, values: [ParameterValue]) {
            self.init(name: name, typed: TypedText(text), values: values)
        }

        /// Whether the words fit several values, so the user must choose
        /// (counted without naming them).
        public var isAmbiguous: Bool { named.count > 1 }

        /// Equal names, words and values, wherever the words are held.
        public static func == (lhs: Parameter, rhs: Parameter) -> Bool {
            lhs.name == rhs.name && lhs.values == rhs.values && lhs.text == rhs.text
        }

        /// Hashes the name, the words and the values.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(text)
            hasher.combine(values)
        }
    }

    /// The app's name (its development-locale name).
    public var app: String { names.app }
    /// The intent's name.
    public var intent: String { names.intent }
    /// The locale of the phrase that matched.
    public var locale: String { names.locale }
    /// The phrase template that matched, as written in the manifest
    /// (`Start ${session} in ${applicationName}`).
    public var phrase: String { names.phrase }
    /// 1.0 for an exact match of the normalized tokens; lower for looser
    /// readings (a Korean particle in the other form, accents left out).
    public internal(set) var score: Double
    /// The values the phrase's slots took, in phrase order.
    public internal(set) var parameters: [Parameter]
    /// What the reading's ``liberties`` cost in all: 0 for an exact reading
    /// (whose ``score`` says how loose it was), more for a flexible one;
    /// ``Decision`` says which costs resolve, ask or are refused.
    public internal(set) var cost: Double
    /// The liberties a flexible reading took with the utterance, each with
    /// its cost, in utterance order; empty for an exact reading.
    public internal(set) var liberties: [Liberty]
    /// What a ``Conversation`` does with this candidate when the utterance
    /// starts a request: resolve it, confirm it, ask which of several, or
    /// reject it for a better one.
    public internal(set) var decision: Decision
    /// Where ``app``, ``intent``, ``locale`` and ``phrase`` are read: the
    /// matched phrase's names, which the catalog made once and every
    /// candidate of the phrase shares.
    let names: PhraseNames

    /// A candidate of the phrase `names` names.
    init(names: PhraseNames, score: Double, parameters: [Parameter]) {
        self.names = names
        self.score = score
        self.parameters = parameters
        self.cost = 0
        self.liberties = []
        self.decision = .resolve
    }

    /// Equal app, intent, locale, phrase, score, parameters, cost,
    /// liberties and decision, whichever object holds the names.
    public static func == (lhs: Candidate, rhs: Candidate) -> Bool {
        lhs.app == rhs.app && lhs.intent == rhs.intent && lhs.locale == rhs.locale && lhs.phrase == rhs.phrase
            && lhs.score == rhs.score && lhs.parameters == rhs.parameters && lhs.cost == rhs.cost
            && lhs.liberties == rhs.liberties && lhs.decision == rhs.decision
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(app)
        hasher.combine(intent)
        hasher.combine(locale)
        hasher.combine(phrase)
        hasher.combine(score)
        hasher.combine(parameters)
    }

    /// The parameter named `name`, if the phrase bound it.
    public subscript(name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }
}

extension Candidate {
    /// `match` in names: the app, intent and phrase it indexes in `catalog`,
    /// and each choice of an enum or entity value by id and title (titled
    /// in the phrase's locale), which a conversation treats as `decision`.
    ///
    /// The catalog is borrowed: an initializer
    /// owns its arguments by default, which copied the whole catalog (a
    /// retain and release per stored array) for every candidate.
    init(_ match: PhraseMatch, in catalog: borrowing Catalog, decision: Decision = .resolve) {
        // The catalog's names of the phrase, unless the match says otherwise
        // (a match read back from a saved conversation names its own).
        let index = match.phraseIndex
        if catalog.phraseNames.indices.contains(index), catalog.phraseNames[index].appIndex == match.app,
            catalog.phraseNames[index].intent == match.intent, catalog.phraseNames[index].locale == match.locale
        {
            names = catalog.phraseNames[index]
        } else {
            names = PhraseNames(
                app: catalog.apps[match.app].app.name, intent: match.intent, locale: match.locale,
                phrase: catalog.phrases[index].template.source, appIndex: match.app, shortcut: match.shortcut)
        }
        score = match.score
        cost = match.cost ?? 0
        liberties = match.liberties?.map(Liberty.init) ?? []
        self.decision = decision
        parameters = match.bindings.map { binding in
            Parameter(
                name: binding.parameter, text: binding.text,
                values: catalog.parameterValues(of: binding.value, app: match.app, locale: match.locale))
        }
    }
}

extension Candidate {
    /// `matches` (ranked best first) in names, each with what a
    /// conversation does with it (``Decision``).
    static func named(_ matches: [PhraseMatch], in catalog: borrowing Catalog) -> [Candidate] {
        let decisions = Decision.decisions(of: matches)
        var candidates: [Candidate] = []
        candidates.reserveCapacity(matches.count)
        for (match, decision) in zip(matches, decisions) {
            candidates.append(Candidate(match, in: catalog, decision: decision))
        }
        return candidates
    }
}
