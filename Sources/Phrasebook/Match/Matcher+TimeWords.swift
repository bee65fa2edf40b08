import Foundation

extension Matcher {
    /// Whether the word at `range` of `texts` ends a time said with the
    /// number right before it, as the date reader of `locale` reads the two
    /// together (`9 点`, where `点` is also a word for ordering): such a word
    /// counts the hours, so it is no action word of another group.
    ///
    /// Cheap for most words: only a word after a number is read.
    func endsTime(_ range: Range<Int>, texts: [String], locale: String) -> Bool {
        guard range.lowerBound > 0, range.upperBound <= texts.count,
            texts[range.lowerBound - 1].unicodeScalars.contains(where: { $0.properties.numericType != nil })
        else { return false }
        let said = texts[(range.lowerBound - 1)..<range.upperBound].joined(separator: " ")
        return DateParser(now: Date(timeIntervalSince1970: 0), timeZone: .gmt, locale: locale).parse(said) != nil
    }
}
