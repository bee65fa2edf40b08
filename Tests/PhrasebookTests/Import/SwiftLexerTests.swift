import Testing

@testable import Phrasebook

/// The importer's lexer: comments, string literals and interpolation.
@Suite struct SwiftLexerTests {
    func tokens(_ text: String) -> ([SwiftToken], [Diagnostic]) {
        SwiftLexer.tokens(of: SourceFile(path: "T.swift", bytes: Array(text.utf8)))
    }

    func strings(_ text: String) -> [String] {
        tokens(text).0.compactMap { token in
            token.segments.map { segments in
                segments.map { segment in
                    switch segment {
                    case .text(let text): text
                    case .interpolation(let inner, _): "{" + SwiftTextReader.spelled(inner) + "}"
                    }
                }.joined()
            }
        }
    }

    @Test func nestedCommentsAreSkipped() {
        let (found, problems) = tokens("a /* one /* two */ still */ b // c\nd")
        #expect(found.compactMap(\.identifier) == ["a", "b", "d"])
        #expect(problems.isEmpty)
        #expect(found.last?.startsLine == true)
    }

    @Test func stringsKeepTheirInterpolationsWithNestedParentheses() {
        #expect(
            strings(#"x = "Start \(\.$session) in \(.applicationName)""#) == [
                "Start {\\.$session} in {.applicationName}"
            ])
        #expect(strings(#""a \(f(g(1), "b)")) c""#) == [#"a {f(g(1),"…")} c"#])
        #expect(strings(#""tab\tquote\" \u{E9}""#) == ["tab\tquote\" é"])
    }

    @Test func rawStringsReadBackslashesAndQuotesLiterally() {
        #expect(strings(##"#"C:\path "quoted" \(no)"#"##) == [#"C:\path "quoted" \(no)"#])
        #expect(strings(##"#"yes \#(x)"#"##) == ["yes {x}"])
    }

    @Test func multiLineStringsDropTheirIndentation() {
        let text = "let s = \"\"\"\n    one\n      two \\(x)\n    \"\"\"\n"
        #expect(strings(text) == ["one\n  two {x}"])
    }

    @Test func anUnclosedStringIsALocatedWarning() {
        let (_, problems) = tokens("let a = 1\nlet s = \"open\n")
        #expect(problems.map(\.description) == ["T.swift:2:9: warning: this string literal is never closed [PB140]"])
    }

    @Test func conditionsFollowDefinesAndThePlatform() {
        func active(_ text: String, _ defines: Set<String> = []) -> [String] {
            let file = SourceFile(path: "T.swift", bytes: Array(text.utf8))
            let (all, _) = SwiftLexer.tokens(of: file)
            return ConditionalCompilation(defines: defines).activeTokens(all, file: file).0.compactMap(\.identifier)
        }
        let text = "#if os(iOS) && !PRO\na\n#elseif PRO\nb\n#else\nc\n#endif\n#if os(macOS)\nd\n#endif\ne"
        #expect(active(text) == ["a", "e"])
        #expect(active(text, ["PRO"]) == ["b", "e"])
        #expect(active("#if DEBUG\nx\n#else\ny\n#endif") == ["y"])
        #expect(active("#if DEBUG\nx\n#else\ny\n#endif", ["DEBUG"]) == ["x"])
    }
}
