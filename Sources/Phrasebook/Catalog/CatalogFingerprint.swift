/// A stable 64-bit FNV-1a hash of what a ``ConversationState`` refers to in a
/// catalog: its apps (names, locales), types and their values (ids, synonym
/// counts), intents and their parameters, shortcuts and phrases, in order.
///
/// Each type's values are hashed apart (``digest(of:)``) and their digest
/// added, so a catalog keeps the digests and an entity update or a load
/// hashes no value it did not change.
/// Two catalogs with the same fingerprint give a state's indices the same
/// meaning, so a conversation can refuse a state saved with another catalog
/// instead of reading past the end of an array. It is the same on every
/// platform and run (no `Hasher` seed), so a server may store it.
struct CatalogFingerprint {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The fingerprint of `apps` and `phrases`, as 16 hexadecimal digits.
    static func of(apps: [AppManifest], phrases: [CompiledPhrase], valueDigests: [[UInt64]]) -> String {
        var fingerprint = CatalogFingerprint()
        fingerprint.add(apps.count)
        for (appIndex, app) in apps.enumerated() {
            fingerprint.add(app.app.name)
            fingerprint.add(app.app.locale)
            fingerprint.add(app.app.synonyms.count)
            fingerprint.add(app.locales.count)
            for locale in app.locales { fingerprint.add(locale) }
            fingerprint.add(app.types.count)
            for (typeIndex, type) in app.types.enumerated() {
                fingerprint.add(type.name)
                fingerprint.add(type.values.count)
                fingerprint.add(Int(truncatingIfNeeded: valueDigests[appIndex][typeIndex]))
            }
            fingerprint.add(app.intents.count)
            for intent in app.intents {
                fingerprint.add(intent.name)
                fingerprint.add(intent.parameters.count)
                for parameter in intent.parameters {
                    fingerprint.add(parameter.name)
                    fingerprint.add(parameter.type.description)
                }
            }
            fingerprint.add(app.shortcuts.count)
            for shortcut in app.shortcuts { fingerprint.add(shortcut.intent) }
        }
        fingerprint.add(phrases.count)
        for phrase in phrases {
            fingerprint.add(phrase.app)
            fingerprint.add(phrase.shortcut ?? -1)
            fingerprint.add(phrase.locale)
            fingerprint.add(phrase.template.source)
        }
        let hex = String(fingerprint.hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The digests of every type's values, per app and type.
    static func valueDigests(of apps: [AppManifest]) -> [[UInt64]] {
        ParallelMap.map(apps.count) { app in apps[app].types.map { digest(of: $0.values) } }
    }

    /// The hash of one type's values: their ids and synonym counts, in order.
    static func digest(of values: TypeValueList) -> UInt64 {
        var fingerprint = CatalogFingerprint()
        fingerprint.add(values.count)
        // Values read from sources: their fields read in place, no value copied.
        if let array = values.array {
            for index in array.indices {
                fingerprint.add(array[index].id)
                fingerprint.add(array[index].synonyms.count)
            }
        } else {
            for value in values {
                fingerprint.add(value.id)
                fingerprint.add(value.synonyms.count)
            }
        }
        return fingerprint.hash
    }

    private mutating func add(_ byte: UInt8) {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Adds `text`'s UTF-8 bytes and a terminator, so "ab","c" and "a","bc" differ.
    private mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(UInt8(0xFF))
    }

    private mutating func add(_ number: Int) {
        var value = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            add(UInt8(value & 0xFF))
            value >>= 8
        }
    }
}
