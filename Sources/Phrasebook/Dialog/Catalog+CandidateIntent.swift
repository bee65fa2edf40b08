extension Catalog {
    /// The index of `candidate`'s intent in its app's `intents`: by its
    /// shortcut (``intentIndex(ofShortcut:inApp:)``, no names compared) when
    /// the candidate names the intent its shortcut does, as a match's
    /// candidates do; by name otherwise (a stored state that does not fit
    /// the catalog may name another).
    func intentIndex(of candidate: PhraseMatch) -> Int? {
        let app = candidate.app
        guard apps.indices.contains(app) else { return nil }
        if apps[app].shortcuts.indices.contains(candidate.shortcut),
            apps[app].shortcuts[candidate.shortcut].intent == candidate.intent
        {
            return intentIndex(ofShortcut: candidate.shortcut, inApp: app)
        }
        return intentIndex(named: candidate.intent, inApp: app)
    }
}
