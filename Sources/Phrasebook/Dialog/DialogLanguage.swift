/// The languages the dialog engine speaks (its own questions and messages,
/// and the answers it understands), and which one a locale tag asks for.
enum DialogLanguage: String, Sendable, CaseIterable {
    /// English, and every locale without words of its own.
    case english = "en"
    /// Vietnamese.
    case vietnamese = "vi"
    /// Korean.
    case korean = "ko"
    /// Simplified Chinese.
    case simplifiedChinese = "zh-Hans"

    /// The language of locale `tag`, matched by its language subtag (`vi`,
    /// `vi-VN` and `vi_VN` are Vietnamese; `ko`, `ko-KR` Korean; `zh`,
    /// `zh-Hans`, `zh-CN` and `zh-SG` Simplified Chinese, but not the
    /// Traditional `zh-Hant`, `zh-TW`, `zh-HK` or `zh-MO`); English otherwise.
    init(tag: String) {
        self = Self.speaking(tag) ?? .english
    }

    /// The language of locale `tag` if the engine speaks it, else `nil`
    /// (`fr`, `zh-Hant`).
    static func speaking(_ tag: String) -> DialogLanguage? {
        let parts = tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        switch parts.first {
        case "en": return .english
        case "vi": return .vietnamese
        case "ko": return .korean
        case "zh":
            let traditional: Set<String> = ["hant", "tw", "hk", "mo"]
            return parts.dropFirst().contains(where: traditional.contains) ? nil : .simplifiedChinese
        default: return nil
        }
    }
}
