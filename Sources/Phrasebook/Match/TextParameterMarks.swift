/// The words that say which of an intent's text (`String`) parameters a
/// run of words left over fills, read from the parameters' declarations in
/// one locale, never from what an app is about.
///
/// The first parameter the dialog would ask for (the first one required,
/// else the first) is the **main** one: a run in quotation marks, one the
/// language introduces as a text (``FlexibleWords/textMarks``: `called`,
/// `という`, `叫`, `tên là`), or the only run left, fills it. Every
/// parameter is also introduced by its own title (`author` for `Author
/// Name`, ``FlexibleWords/nameWords`` left out), and each other one by
/// the words its intent's summary writes right next to it, in the locale
/// (`Add ${title} by ${author}` → `by`; `${author}の『${title}』を追加` →
/// `の`; `${author}의 ${title} 추가` → `의`, glued).
struct TextParameterMarks {
    /// One text parameter and the words introducing its value.
    struct Parameter {
        /// The parameter's name.
        var name: String
        /// Words said right before its value (its title; the summary's word before it).
        var before: [[String]] = []
        /// Words said right after its value (the summary's word after it).
        var after: [[String]] = []
        /// Endings glued to the value's last word (the summary's word
        /// written right after it, Korean `의`).
        var gluedAfter: [String] = []
    }

    /// The open text parameters, the main one first.
    var parameters: [Parameter]

    /// The marks of `intent`'s text parameters named in `open` (in
    /// declaration order), in `locale`, by `manifest`'s translations,
    /// with `nameWords` (normalized, as tokens) left out of titles.
    init(
        intent: IntentDeclaration, open: [ParameterDeclaration], manifest: AppManifest, locale: String,
        nameWords: [[String]]
    ) {
        let main = open.first { !$0.optional && $0.defaultValue == nil } ?? open.first
        let ordered = open.filter { $0.name == main?.name } + open.filter { $0.name != main?.name }
        var summary: String?
        if case .text(let template)? = intent.summary { summary = manifest.translate(template, into: locale) }
        parameters = ordered.map { declaration in
            var parameter = Parameter(name: declaration.name)
            let title = TextNormalizer.words(manifest.translate(declaration.title, into: locale))
            if !title.isEmpty { parameter.before.append(title) }
            let short = Self.removing(nameWords, from: title)
            if !short.isEmpty && short != title { parameter.before.append(short) }
            guard declaration.name != main?.name, let summary,
                let placeholder = summary.range(of: "${\(declaration.name)}")
            else { return parameter }
            // The words between the placeholder and the next one on each side.
            let head = summary[..<placeholder.lowerBound]
            let before = head.range(of: "}", options: .backwards).map { head[$0.upperBound...] } ?? head
            if let word = TextNormalizer.words(String(before)).last { parameter.before.append([word]) }
            let tail = summary[placeholder.upperBound...]
            let after = tail.range(of: "${").map { tail[..<$0.lowerBound] } ?? tail
            if let word = TextNormalizer.words(String(after)).first {
                parameter.after.append([word])
                if after.first?.isLetter == true { parameter.gluedAfter.append(word) }
            }
            return parameter
        }
    }

    /// `words` without each run of `runs` said in it.
    static func removing(_ runs: [[String]], from words: [String]) -> [String] {
        var kept: [String] = []
        var place = 0
        while place < words.count {
            if let run = runs.first(where: { run in
                !run.isEmpty && place + run.count <= words.count
                    && run.indices.allSatisfy { words[place + $0] == run[$0] }
            }) {
                place += run.count
            } else {
                kept.append(words[place])
                place += 1
            }
        }
        return kept
    }
}
