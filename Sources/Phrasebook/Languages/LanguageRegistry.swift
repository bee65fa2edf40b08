/// The languages the engine speaks, and which one a locale tag asks for.
///
/// Adding a language is one folder under `Languages/` defining its
/// `Language` value, and one line in ``all``.
extension Language {
    /// Every language the engine speaks, in the order built-in questions
    /// are tried.
    ///
    /// The first is the ``fallback``.
    static let all: [Language] = [
        .english,
        .vietnamese,
        .korean,
        .simplifiedChinese,
        .japanese,
    ]

    /// The language of every locale without words of its own (English).
    static var fallback: Language { all[0] }

    /// The development language of a manifest that names no `locale`
    /// (English): a rule of the manifest format, so it does not follow the
    /// order of ``all``.
    static var manifestDefault: Language { .english }

    /// The language of locale `tag` if the engine speaks it, else `nil`
    /// (`fr`, `zh-Hant`).
    static func speaking(_ tag: String) -> Language? {
        all.first { $0.tags.contain(tag) }
    }

    /// The language of locale `tag`, matched by its language subtag (`vi`,
    /// `vi-VN` and `vi_VN` are Vietnamese; `zh`, `zh-Hans`, `zh-CN` and
    /// `zh-SG` Simplified Chinese, but not `zh-Hant`, `zh-TW`, `zh-HK` or
    /// `zh-MO`); the ``fallback`` for other tags and for no tag.
    static func of(_ tag: String?) -> Language {
        tag.flatMap(speaking) ?? fallback
    }

    /// The glued particle pair `suffix` is a form of, in any language, when
    /// the whole suffix is one such particle (Korean `를`); `nil` for other
    /// glued text (`에서`).
    static func gluedParticle(_ suffix: String) -> ParticlePair? {
        gluedParticlesByForm[suffix]
    }

    /// Every language's glued particle pairs by form, the first language's
    /// pair winning.
    private static let gluedParticlesByForm: [String: ParticlePair] = {
        var table: [String: ParticlePair] = [:]
        for pair in all.flatMap(\.gluedParticles) {
            if table[pair.afterConsonant] == nil { table[pair.afterConsonant] = pair }
            if table[pair.afterVowel] == nil { table[pair.afterVowel] = pair }
        }
        return table
    }()
}
