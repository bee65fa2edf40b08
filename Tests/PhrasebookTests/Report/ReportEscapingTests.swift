import Testing

@testable import Phrasebook

/// The escapes JUnit XML and GitHub workflow commands need, so no message
/// can break the document or the annotation it is in.
@Suite struct ReportEscapingTests {
    @Test func xmlEscapesMarkupAndReplacesWhatXMLCannotHold() {
        #expect(XMLText.escaped(#"<a & "b" 'c'>"#) == "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;")
        #expect(XMLText.escaped("line\nnext") == "line&#10;next")
        #expect(XMLText.escaped("bell\u{07}and\u{0}nul") == "bell\u{FFFD}and\u{FFFD}nul")
        #expect(XMLText.escaped("tab\tkept, 도서관 too") == "tab\tkept, 도서관 too")
    }

    @Test func workflowCommandsEscapeBreaksPercentAndPropertySeparators() {
        let line = GitHubAnnotation.command(
            "error", file: "Corpus/a,b:c.txt", line: 3, column: nil, title: "x: y", message: "50%\nnext")
        #expect(line == "::error file=Corpus/a%2Cb%3Ac.txt,line=3,title=x%3A y::50%25%0Anext")
    }

    @Test func aReportWithoutFindingsIsStillOnePassingJUnitCase() {
        let junit = FindingsReport(command: "compile", diagnostics: []).junit()
        #expect(junit.contains(#"<testsuites name="phrasebook compile" tests="1" failures="0" errors="0">"#))
        #expect(junit.contains(#"<testcase name="no findings" classname="phrasebook compile"/>"#))
    }

    @Test func strictTurnsWarningsIntoFailures() {
        let warning = Diagnostic(
            severity: .warning, code: .missingShortcutMetadata, message: "no shortTitle", file: "app.json", line: 4,
            column: 2)
        let report = FindingsReport(command: "lint", diagnostics: [warning])
        #expect(!report.fails(strict: false) && report.fails(strict: true))
        #expect(report.githubAnnotations().hasPrefix("::warning file=app.json,line=4,col=2,title=PB114"))
        #expect(report.githubAnnotations(strict: true).hasPrefix("::error "))
        #expect(report.junit().contains("<system-out>") && !report.junit().contains("<failure"))
        #expect(report.junit(strict: true).contains(#"<failure type="warning" message="no shortTitle">"#))
    }
}
