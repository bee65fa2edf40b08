import Foundation

extension Matcher {
    /// Whether the word at `range` of `texts` ends a time said with the
    /// number right before it, as the date reader of `locale` reads the two
    /// together (`9 点`, where `点` is also a word for ordering): such a word
    /// counts the hours, so it is no action word of another group.
    ///
    /// Cheap for most words: only a word after a number is read, once per
    /// request (`request`).
    func endsTime(_ range: Range<Int>, texts: [String], locale: String, request: inout EvidenceRequest) -> Bool {
        guard range.lowerBound > 0, range.upperBound <= texts.count,
            texts[range.lowerBound - 1].unicodeScalars.contains(where: { $0.properties.numericType != nil })
        else { return false }
        let said = texts[(range.lowerBound - 1)..<range.upperBound].joined(separator: " ")
        return request.saysTime(said, locale: locale)
    }
}

extension Matcher {
    /// Whether the words at `range` of `texts` say a time, alone or with
    /// the word or two before them, as the date reader of `locale` reads
    /// them (`this morning`, `今朝`, `sáng nay`): a value of an app named
    /// like a time of day (a `Morning` session) said so tells when, not
    /// what.
    static func saysTime(_ range: Range<Int>, texts: [String], locale: String) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= texts.count, !range.isEmpty else { return false }
        let reader = DateParser(now: Date(timeIntervalSince1970: 0), timeZone: .gmt, locale: locale)
        for before in 0...2 where range.lowerBound - before >= 0 {
            let said = texts[(range.lowerBound - before)..<range.upperBound].joined(separator: " ")
            if reader.parse(said) != nil { return true }
        }
        return false
    }
}
