extension Catalog {
    /// The most values of one type the preview lists per locale.
    static let previewValuesPerType = 200

    /// A static, self-contained HTML page that previews every app's App
    /// Shortcuts in every locale at once, for a person to review.
    ///
    /// The page shows each app's names per locale, its shortcuts with their
    /// phrases per locale side by side (each phrase with the corpus cases
    /// that reach it), the values of each type per locale, localization
    /// drift (a locale missing a shortcut, a translation identical to its
    /// source, a translation with fewer phrases than the source), the lint
    /// findings and every corpus case with its outcome and dialog as
    /// `coverage` ran it. A search box filters phrases, values and cases.
    /// What the page says about matching was computed here: its script only
    /// filters. It loads nothing from the network.
    ///
    /// - Parameters:
    ///   - coverage: The corpus run, for the cases and per-phrase coverage.
    ///   - lint: The lint findings to show.
    /// - Returns: The page, as HTML text.
    public func previewPage(coverage: CoverageReport?, lint: LintReport?) -> String {
        var html = PreviewHTML()
        html.open(title: "App Shortcuts preview")
        let cases = coverage?.cases ?? []
        let failed = cases.filter { $0.failure != nil }.count
        var summary = "\(apps.count.counted("app")), \(statistics.shortcuts.counted("shortcut")), "
        summary += "\(shortcutPhraseCount.counted("phrase")) in \(locales.count.counted("locale"))"
        if coverage != nil { summary += "; \(cases.count.counted("corpus case")), \(failed) failed" }
        if let lint { summary += "; \(lint.errorCount.counted("lint error")), \(lint.warningCount.counted("warning"))" }
        html.line(#"<header><h1>App Shortcuts preview</h1>"#)
        html.line(
            #"<input id="search" type="search" placeholder="Filter phrases, values and cases" autofocus>"#)
        html.line(#"<p class="summary">\#(PreviewHTML.escaped(summary))</p>"#)
        let links = apps.map { manifest in
            "<a href=\"#\(PreviewHTML.anchor(manifest.app.name))\">\(PreviewHTML.escaped(manifest.app.name))</a>"
        }
        let sections = ["drift", "findings", "cases"].map { "<a href=\"#\($0)\">\($0)</a>" }
        html.line("<nav>" + (links + sections).joined(separator: " ") + "</nav></header>")
        var casesByPhrase: [String: [String]] = [:]
        for phrase in coverage?.phrases ?? [] {
            casesByPhrase["\(phrase.app)\u{0}\(phrase.shortcut)\u{0}\(phrase.locale)\u{0}\(phrase.phrase)"] =
                phrase.cases
        }
        for manifest in apps {
            appSection(manifest, casesByPhrase: casesByPhrase, showsCoverage: coverage != nil, into: &html)
        }
        driftSection(into: &html)
        findingsSection(lint, into: &html)
        casesSection(cases, ran: coverage != nil, into: &html)
        html.close()
        return html.text
    }

    /// One app: its names, its shortcuts per locale, its values per locale.
    private func appSection(
        _ manifest: AppManifest, casesByPhrase: [String: [String]], showsCoverage: Bool, into html: inout PreviewHTML
    ) {
        let name = manifest.app.name
        let locales = manifest.locales
        html.line(
            #"<section class="app" id="\#(PreviewHTML.anchor(name))" data-app="\#(PreviewHTML.escaped(name))">"#)
        html.line("<h2>\(PreviewHTML.escaped(name))</h2>")
        html.line(#"<table class="names"><tr>"#)
        for locale in locales {
            let names = ([manifest.app.name] + manifest.app.synonyms).map { manifest.translate($0, into: locale) }
            html.line(
                #"<td class="searchable" data-locale="\#(locale)"><span class="locale">\#(locale)</span> "#
                    + PreviewHTML.escaped(names.joined(separator: ", ")) + "</td>")
        }
        html.line("</tr></table>")
        var byShortcut: [Int: [String: ListedShortcut]] = [:]
        forEachListing(
            locale: nil, app: { _, _, _ in },
            shortcut: { listed, locale, shortcut in
                guard listed.app.name == name else { return }
                byShortcut[shortcut.index, default: [:]][locale] = shortcut
            }, appDone: {})
        html.line(#"<table class="shortcuts"><thead><tr><th>Shortcut</th>"#)
        html.line(locales.map { #"<th data-locale="\#($0)">\#($0)</th>"# }.joined())
        html.line("</tr></thead><tbody>")
        for (index, shortcut) in manifest.shortcuts.enumerated() {
            let title = shortcut.shortTitle ?? shortcut.intent
            html.line(
                #"<tr class="shortcut" data-intent="\#(PreviewHTML.escaped(shortcut.intent))"><th>"#
                    + PreviewHTML.escaped(title) + "<br><code>\(PreviewHTML.escaped(shortcut.intent))</code>"
                    + (shortcut.systemImageName.map { "<br><small>\(PreviewHTML.escaped($0))</small>" } ?? "")
                    + "</th>")
            for locale in locales {
                guard let listed = byShortcut[index]?[locale] else {
                    html.line(#"<td class="missing" data-locale="\#(locale)">no phrase in \#(locale)</td>"#)
                    continue
                }
                html.line(
                    #"<td data-locale="\#(locale)"><p class="primary">“\#(PreviewHTML.escaped(listed.primary))”</p><ul>"#
                )
                for phrase in listed.phrases {
                    let cases = casesByPhrase["\(name)\u{0}\(index)\u{0}\(locale)\u{0}\(phrase)"] ?? []
                    let coverageClass = showsCoverage ? (cases.isEmpty ? " uncovered" : " covered") : ""
                    let badge =
                        showsCoverage
                        ? #" <span class="count" title="\#(PreviewHTML.escaped(cases.joined(separator: "\n")))">\#(cases.count)</span>"#
                        : ""
                    html.line(
                        #"<li class="phrase searchable\#(coverageClass)" data-cases="\#(cases.count)">"#
                            + PreviewHTML.escaped(phrase) + badge + "</li>")
                }
                html.line("</ul></td>")
            }
            html.line("</tr>")
        }
        html.line("</tbody></table>")
        for type in manifest.types {
            html.line(
                #"<h3>\#(PreviewHTML.escaped(type.name)) <small>\#(type.kind.rawValue), \#(type.values.count.counted("value"))</small></h3>"#
            )
            html.line(#"<table class="values"><thead><tr><th>id</th>"#)
            html.line(locales.map { #"<th data-locale="\#($0)">\#($0)</th>"# }.joined())
            html.line("</tr></thead><tbody>")
            for position in 0..<min(type.values.count, Self.previewValuesPerType) {
                type.values.withValue(at: position) { value in
                    var row = #"<tr class="searchable"><td><code>\#(PreviewHTML.escaped(value.id))</code></td>"#
                    for locale in locales {
                        let names = WitnessText.spokenNames(of: value, in: locale, manifest: manifest)
                        row += #"<td data-locale="\#(locale)">"# + PreviewHTML.escaped(names.first ?? "")
                        if names.count > 1 {
                            row +=
                                #"<br><small>"# + PreviewHTML.escaped(names.dropFirst().joined(separator: ", "))
                                + "</small>"
                        }
                        row += "</td>"
                    }
                    html.line(row + "</tr>")
                }
            }
            if type.values.count > Self.previewValuesPerType {
                html.line(
                    #"<tr><td colspan="\#(locales.count + 1)">… and \#(type.values.count - Self.previewValuesPerType) more</td></tr>"#
                )
            }
            html.line("</tbody></table>")
        }
        html.line("</section>")
    }

    /// Localization drift: per app and locale, a shortcut without phrases,
    /// a translation identical to its source, fewer phrases than the source.
    private func driftSection(into html: inout PreviewHTML) {
        var items: [String] = []
        for manifest in apps {
            let source = manifest.app.locale
            for locale in manifest.locales where locale != source {
                for (index, shortcut) in manifest.shortcuts.enumerated() {
                    let title = shortcut.shortTitle ?? shortcut.intent
                    let translated = manifest.localizations[locale]?.shortcutPhrases[index].map(\.text) ?? []
                    let place = "\(manifest.app.name) [\(locale)] \(title)"
                    if translated.isEmpty {
                        items.append("\(place): no phrase in \(locale) (the source has \(shortcut.phrases.count))")
                        continue
                    }
                    for phrase in translated where shortcut.phrases.contains(phrase) {
                        items.append("\(place): “\(phrase)” is the source phrase, not translated")
                    }
                    if translated.count < shortcut.phrases.count {
                        items.append(
                            "\(place): \(translated.count.counted("phrase")) where the source has \(shortcut.phrases.count)"
                        )
                    }
                }
            }
        }
        html.line(#"<section id="drift"><h2>Localization drift <small>\#(items.count)</small></h2>"#)
        html.line(
            items.isEmpty
                ? "<p>Every locale has every shortcut, translated, with as many phrases as the source.</p>"
                : "<ul>" + items.map { #"<li class="drift searchable">\#(PreviewHTML.escaped($0))</li>"# }.joined()
                    + "</ul>")
        html.line("</section>")
    }

    /// The lint findings with their witnesses.
    private func findingsSection(_ lint: LintReport?, into html: inout PreviewHTML) {
        let findings = lint?.findings ?? []
        html.line(#"<section id="findings"><h2>Lint findings <small>\#(findings.count)</small></h2><ul>"#)
        for finding in findings {
            let witness = finding.witnessLine.map { "<br><small>witness: \(PreviewHTML.escaped($0))</small>" } ?? ""
            html.line(
                #"<li class="finding searchable \#(finding.severity.rawValue)">"#
                    + PreviewHTML.escaped(finding.diagnostic.description) + witness + "</li>")
        }
        html.line("</ul></section>")
    }

    /// Every corpus case with its outcome and the dialog as it ran.
    private func casesSection(_ cases: [CoverageReport.CaseSummary], ran: Bool, into html: inout PreviewHTML) {
        html.line(#"<section id="cases"><h2>Corpus cases <small>\#(cases.count)</small></h2>"#)
        if !ran { html.line("<p>No corpus was run.</p>") }
        html.line(
            #"<table class="cases"><thead><tr><th>case</th><th>locale</th><th>dialog</th><th>result</th></tr></thead><tbody>"#
        )
        for summary in cases {
            let place = "\(summary.file):\(summary.line)"
            let result = summary.result
            var detail = ""
            if let failure = summary.failure ?? summary.knownGap {
                detail =
                    "<br><small>expected \(PreviewHTML.escaped(failure.expected)); got \(PreviewHTML.escaped(failure.actual))</small>"
            }
            html.line(
                #"<tr class="case searchable \#(result)" data-case="\#(PreviewHTML.escaped(place))" data-result="\#(result)">"#
                    + "<td><code>\(PreviewHTML.escaped(place))</code></td><td>\(PreviewHTML.escaped(summary.locale ?? "*"))</td>"
                    + "<td><pre>\(PreviewHTML.escaped(summary.transcript.joined(separator: "\n")))</pre></td>"
                    + "<td>\(result)\(detail)</td></tr>")
        }
        html.line("</tbody></table></section>")
    }
}
