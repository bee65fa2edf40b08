extension FlexibleIndex {
    /// Where an app's phrases say its name, as bits of ``appNamePlaces``.
    enum AppNamePlace {
        /// Some phrase says it first (after small words only: `在${applicationName}里…`).
        static let first: UInt8 = 1
        /// Some phrase says it last (before small words only: `… in ${applicationName}`).
        static let last: UInt8 = 2
    }

    /// Notes, per app, whether some phrase of it (negative ones aside)
    /// says its name first or last, with only small words before or after
    /// it (``AppNamePlace``): a name said in another place is tried only
    /// where a phrase of its app says it (``Matcher``'s moved app names).
    mutating func noteAppNamePlaces(phrases: [CompiledPhrase], slotKeys: [SlotKey], appCount: Int) {
        appNamePlaces = [UInt8](repeating: 0, count: appCount)
        for phrase in phrases where !phrase.isNegative && phrase.app >= 0 && phrase.app < appCount {
            let pieces = phrase.pieces
            guard
                let name = pieces.firstIndex(where: { piece in
                    guard case .slot(let key) = piece, key >= 0, Int(key) < slotKeys.count else { return false }
                    return slotKeys[Int(key)].parameter == nil
                })
            else { continue }
            func onlySmallWords(_ range: Range<Int>) -> Bool {
                pieces[range].allSatisfy { piece in
                    guard case .tokens(let ids) = piece else { return false }
                    return ids.allSatisfy(isSmallWord)
                }
            }
            if onlySmallWords(0..<name) { appNamePlaces[phrase.app] |= AppNamePlace.first }
            if onlySmallWords((name + 1)..<pieces.count) { appNamePlaces[phrase.app] |= AppNamePlace.last }
        }
    }

    /// Whether some phrase of app `app` says its name at `place` (``AppNamePlace``).
    func saysAppName(of app: Int, at place: UInt8) -> Bool {
        app >= 0 && app < appNamePlaces.count && appNamePlaces[app] & place != 0
    }
}
