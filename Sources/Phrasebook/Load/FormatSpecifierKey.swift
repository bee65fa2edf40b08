/// The keys Xcode extracts for a `LocalizedStringResource` with
/// interpolations — `"Your %@ is ready."`, `"Add %lld cups?"`, translated
/// with positional specifiers like `%1$@` — and their translations read back
/// as templates with the manifest's `${name}` tokens.
///
/// A dialog, prompt or summary is keyed by its development text with
/// `${name}` tokens; when a table has no such key but has the key Xcode
/// writes, that translation is used.
enum FormatSpecifierKey {
    /// The `${name}` tokens of `template`, in order.
    static func tokens(of template: String) -> [String] {
        var names: [String] = []
        var rest = Substring(template)
        while let start = rest.range(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// The keys Xcode may have written for `template`: each token as the
    /// specifier its type takes (`%lld` for integers, `%lf` for numbers,
    /// `%@` otherwise), and every token as `%@`.
    static func keys(for template: String, specifier: (String) -> String) -> [String] {
        let names = tokens(of: template)
        guard !names.isEmpty else { return [] }
        func key(_ choose: (String) -> String) -> String {
            var text = template.replacingOccurrences(of: "%", with: "%%")
            for name in names {
                if let range = text.range(of: "${\(name)}") { text.replaceSubrange(range, with: choose(name)) }
            }
            return text
        }
        let typed = key(specifier)
        let plain = key { _ in "%@" }
        return typed == plain ? [typed] : [typed, plain]
    }

    /// `translation` with its specifiers replaced by `names`' tokens —
    /// in order, or by position for `%1$@` — or `nil` when it has more or
    /// fewer specifiers than names, or one it cannot read.
    static func template(from translation: String, names: [String]) -> String? {
        var result = ""
        var used = 0
        var positional = Set<Int>()
        var index = translation.startIndex
        while index < translation.endIndex {
            let character = translation[index]
            guard character == "%" else {
                result.append(character)
                index = translation.index(after: index)
                continue
            }
            var cursor = translation.index(after: index)
            guard cursor < translation.endIndex else { return nil }
            if translation[cursor] == "%" {
                result.append("%")
                index = translation.index(after: cursor)
                continue
            }
            var digits = ""
            while cursor < translation.endIndex, let digit = translation[cursor].wholeNumberValue, digit >= 0 {
                digits.append(translation[cursor])
                cursor = translation.index(after: cursor)
            }
            var position: Int?
            if !digits.isEmpty {
                guard cursor < translation.endIndex, translation[cursor] == "$", let number = Int(digits),
                    number >= 1, number <= names.count
                else { return nil }
                position = number
                cursor = translation.index(after: cursor)
            }
            // Length modifiers, then one conversion letter.
            while cursor < translation.endIndex, "lhqzjt".contains(translation[cursor]) {
                cursor = translation.index(after: cursor)
            }
            guard cursor < translation.endIndex, "@dDiuUxXoOfFeEgGcsS".contains(translation[cursor]) else {
                return nil
            }
            let nameIndex: Int
            if let position {
                nameIndex = position - 1
                positional.insert(nameIndex)
            } else {
                guard used < names.count else { return nil }
                nameIndex = used
                used += 1
            }
            result += "${\(names[nameIndex])}"
            index = translation.index(after: cursor)
        }
        guard (used == names.count && positional.isEmpty) || (used == 0 && positional.count == names.count) else {
            return nil
        }
        return result
    }

    /// Gives each dialog, prompt and summary of `manifest` that `strings`
    /// does not translate under its own text the translation Xcode's key
    /// for it has, read back with `${name}` tokens.
    static func addTranslations(for manifest: AppManifest, to strings: inout [String: String]) {
        for intent in manifest.intents {
            var texts = [intent.confirmation, intent.result].compactMap { $0 }
            for parameter in intent.parameters {
                texts += [parameter.prompt, parameter.disambiguationPrompt, parameter.validation?.message].compactMap {
                    $0
                }
            }
            if let summary = intent.summary { texts += summaryTexts(summary) }
            let specifier = { (name: String) -> String in
                switch intent.parameters.first(where: { $0.name == name })?.type {
                case .int?: return "%lld"
                case .double?: return "%lf"
                default: return "%@"
                }
            }
            for text in texts where strings[text] == nil {
                for key in keys(for: text, specifier: specifier) {
                    if let translation = strings[key],
                        let converted = template(from: translation, names: tokens(of: text))
                    {
                        strings[text] = converted
                        break
                    }
                }
            }
        }
    }

    private static func summaryTexts(_ summary: ParameterSummary) -> [String] {
        switch summary {
        case .text(let text): return [text]
        case .when(_, _, let then, let otherwise): return summaryTexts(then) + (otherwise.map(summaryTexts) ?? [])
        case .switch(_, let cases, let fallback):
            return cases.flatMap { summaryTexts($0.summary) } + (fallback.map(summaryTexts) ?? [])
        }
    }
}
