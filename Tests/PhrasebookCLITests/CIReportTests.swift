import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Checks, through the real binary, the reports CI systems read:
/// `--format junit|github|sarif|json`, `--strict`, the corpus options
/// (`--corpus FILE`, `--filter`, `--quiet`) and `repl --record`.
@Suite struct CIReportTests {
    /// The elements of an XML document: name, attributes, and the path of
    /// element names that leads to it.
    final class XMLElements: NSObject, XMLParserDelegate {
        /// Every element, in document order.
        var elements: [(name: String, attributes: [String: String], parents: [String])] = []
        private var stack: [String] = []
        /// Whether the document parsed.
        var parsed = false

        init(_ text: String) {
            super.init()
            let parser = XMLParser(data: Data(text.utf8))
            parser.delegate = self
            parsed = parser.parse()
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((elementName, attributes, stack))
            stack.append(elementName)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            stack.removeLast()
        }

        func named(_ name: String) -> [(name: String, attributes: [String: String], parents: [String])] {
            elements.filter { $0.name == name }
        }
    }

    /// The JSON object `text` holds.
    static func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func coverageJUnitHasOneTestCasePerCorpusCase() throws {
        let json = try Self.object(try CommandRun.run(["coverage", "--format", "json"]).stdout)
        let results = try #require(json["results"] as? [[String: Any]])
        let run = try CommandRun.run(["coverage", "--format", "junit"])
        #expect(run.status == 0)
        let xml = XMLElements(run.stdout)
        #expect(xml.parsed)
        #expect(xml.elements.first?.name == "testsuites")
        let cases = xml.named("testcase")
        #expect(cases.count == results.count && cases.count > 1000)
        #expect(xml.elements.first?.attributes["tests"] == String(results.count))
        for suite in xml.named("testsuite") {
            let name = try #require(suite.attributes["name"])
            let inSuite = cases.filter { $0.attributes["classname"] == name }
            #expect(suite.attributes["tests"] == String(inSuite.count), "\(name)")
            #expect(inSuite.allSatisfy { $0.parents == ["testsuites", "testsuite"] })
        }
        let first = try #require(results.first)
        let firstName = "\(first["file"] ?? ""):\(first["line"] ?? ""): \(first["utterance"] ?? "")"
        #expect(cases.contains { $0.attributes["name"] == firstName })
    }

    @Test func coverageJUnitReportsEachFailedCase() throws {
        let run = try CommandRun.run([
            "coverage", "--corpus", "Tests/PhrasebookCLITests/Fixtures/corpus-wrong-expectation", "--format", "junit",
        ])
        #expect(run.status == 1)
        let xml = XMLElements(run.stdout)
        #expect(xml.parsed)
        let failures = xml.named("failure")
        #expect(failures.count == 2)
        #expect(xml.elements.first?.attributes["failures"] == "2")
        #expect(failures.allSatisfy { $0.parents.last == "testcase" && $0.attributes["message"] != nil })
    }

    @Test func aKnownGapIsReportedWithoutFailingTheRun() throws {
        let folder = "Tests/PhrasebookCLITests/Fixtures/corpus-known-gaps"
        let text = try CommandRun.run(["coverage", "--corpus", folder, "--quiet"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("Cases: 1 passed, 0 failed, 1 known gap"))
        let json = try Self.object(try CommandRun.run(["coverage", "--corpus", folder, "--format", "json"]).stdout)
        let cases = try #require(json["cases"] as? [String: Any])
        #expect(cases["knownGaps"] as? Int == 1 && cases["failed"] as? Int == 0)
        let results = try #require(json["results"] as? [[String: Any]])
        let gap = try #require(results.first { $0["result"] as? String == "knownGap" })
        #expect(gap["line"] as? Int == 9)
        #expect((gap["actual"] as? String)?.hasPrefix("= none") == true)
        let junit = try CommandRun.run(["coverage", "--corpus", folder, "--format", "junit"])
        #expect(junit.status == 0)
        let xml = XMLElements(junit.stdout)
        #expect(xml.named("skipped").count == 1 && xml.named("failure").isEmpty)
        #expect(xml.named("testsuite").first?.attributes["skipped"] == "1")
    }

    @Test func aKnownGapThatPassesFailsTheRun() throws {
        let run = try CommandRun.run([
            "coverage", "--corpus", "Tests/PhrasebookCLITests/Fixtures/corpus-known-gap-passes", "--quiet",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.contains("the case passes: take its @known-gap line off"))
        #expect(run.stdout.contains("Cases: 0 passed, 1 failed"))
    }

    @Test func lintSARIFNamesRulesAndPlaces() throws {
        let run = try CommandRun.run(["lint", "--format", "sarif"])
        #expect(run.status == 0)
        let log = try Self.object(run.stdout)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "phrasebook")
        let ruleIDs = Set(((driver["rules"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let rule = try #require(result["ruleId"] as? String)
            #expect(ruleIDs.contains(rule) && rule.hasPrefix("PB"))
            #expect(["error", "warning"].contains(result["level"] as? String))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri?.hasPrefix("Phrases/") == true)
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
    }

    @Test func lintGitHubAnnotationsCarryFileLineAndColumn() throws {
        let run = try CommandRun.run(["lint", "--format", "github"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        let pattern = #/^::warning file=[^,:]+,line=[0-9]+,col=[0-9]+,title=PB[0-9]{3} \(phrasebook lint\)::.+$/#
        for line in lines {
            #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
        }
    }

    @Test func strictMakesWarningsFail() throws {
        #expect(try CommandRun.run(["lint"]).status == 0)
        let strict = try CommandRun.run(["lint", "--strict", "--format", "github"])
        #expect(strict.status == 1)
        #expect(strict.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("::error ") })
        let folder = try CommandRun.temporaryFolder("strict-compile")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("samples.pbc").path
        let compile = try CommandRun.run(
            ["compile", "--strict", "-o", output, "--phrases", "Tests/PhrasebookCLITests/Fixtures/compile-warnings"])
        #expect(compile.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func errorsInJSONModeAreAJSONDocumentOnStandardOutput() throws {
        let broken = "Tests/PhrasebookCLITests/Fixtures/unknown-parameter"
        for arguments in [
            ["coverage", "--phrases", broken, "--format", "json"], ["compile", "--phrases", broken, "--json"],
            ["coverage", "--corpus", "Tests/PhrasebookCLITests/Fixtures/corpus-malformed", "--json"],
        ] {
            let run = try CommandRun.run(arguments)
            #expect(run.status == 2)
            let document = try Self.object(run.stdout)
            let findings = document["findings"] as? [[String: Any]] ?? document["diagnostics"] as? [[String: Any]]
            #expect(findings?.isEmpty == false, "\(arguments)")
        }
        let junit = try CommandRun.run(["coverage", "--phrases", broken, "--format", "junit"])
        #expect(junit.status == 2)
        #expect(XMLElements(junit.stdout).named("failure").count == 2)
    }

    @Test func aFormatThatDoesNotExistIsAUsageError() throws {
        let run = try CommandRun.run(["lint", "--format", "xml"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown format 'xml'; the formats are text, json, junit, github, sarif"))
    }

    @Test func coverageRunsOneFileOneCaseOrTheCasesAFilterPicks() throws {
        let file = try Self.object(
            try CommandRun.run(["coverage", "--corpus", "Corpus/ko-tasks.txt", "--format", "json"]).stdout)
        let fileResults = try #require(file["results"] as? [[String: Any]])
        #expect(!fileResults.isEmpty && fileResults.allSatisfy { $0["file"] as? String == "Corpus/ko-tasks.txt" })
        let first = try #require(fileResults.first)
        let place = "ko-tasks.txt:\(first["line"] ?? 0)"
        let one = try Self.object(try CommandRun.run(["coverage", "--filter", place, "--format", "json"]).stdout)
        #expect((one["results"] as? [[String: Any]])?.count == 1)
        let filtered = try Self.object(
            try CommandRun.run(["coverage", "--filter", "WALK THE DOG", "--format", "json"]).stdout)
        let utterances = ((filtered["results"] as? [[String: Any]]) ?? []).compactMap { $0["utterance"] as? String }
        #expect(!utterances.isEmpty && utterances.allSatisfy { $0.lowercased().contains("walk the dog") })
        let none = try CommandRun.run(["coverage", "--filter", "no case says this"])
        #expect(none.status == 2)
    }

    @Test func quietPrintsOnlyFailuresAndTotals() throws {
        let run = try CommandRun.run([
            "coverage", "--corpus", "Tests/PhrasebookCLITests/Fixtures/corpus-wrong-expectation", "--quiet",
        ])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Failures:")
        #expect(!run.stdout.contains("✗") && !run.stdout.contains("Never said"))
        #expect(run.stdout.hasSuffix("Cases: 1 passed, 2 failed\n"))
    }

    @Test func aRecordedSessionReplaysAsPassingCases() throws {
        let folder = try CommandRun.temporaryFolder("record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.txt").path
        let session = [
            "Start a Meditation session", "walking", "Order soup from Soup Chef", "tomato", "two", "pickup", "yes",
            "what is the weather", "Delete Buy milk in Tasks", "no", "Tasks에서 우유 사기 완료해줘",
            "Open The Outsider in Library",
        ]
        let repl = try CommandRun.run(["repl", "--record", file], stdin: session.joined(separator: "\n") + "\n")
        #expect(repl.status == 0)
        let recorded = try String(contentsOfFile: file, encoding: .utf8)
        #expect(recorded.contains("= cancelled") && recorded.contains("= none") && recorded.contains("= needsValue"))
        #expect(recorded.contains("@locale ko"))
        let replay = try Self.object(try CommandRun.run(["coverage", "--corpus", file, "--format", "json"]).stdout)
        #expect((replay["cases"] as? [String: Any])?["passed"] as? Int == 6)
        #expect((replay["cases"] as? [String: Any])?["failed"] as? Int == 0)
    }

    @Test func aRecordingThatCannotBeWrittenStopsBeforeTheSession() throws {
        let run = try CommandRun.run(["repl", "--record", "/no/such/folder/session.txt"], stdin: "hi\n")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--record: cannot write /no/such/folder/session.txt"))
    }

    @Test func importCheckReportsEachDifferenceAsAnAnnotation() throws {
        let folder = try CommandRun.temporaryFolder("import-drift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Meditation")
        try FileManager.default.copyItem(
            at: GoldenCase.packageRoot.appendingPathComponent("Phrases/Meditation"), to: copy)
        let manifest = copy.appendingPathComponent("app.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "Begin a ${applicationName} session", with: "Begin ${applicationName} now")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let sources = "Tests/PhrasebookCLITests/Fixtures/SwiftApps/Meditation"
        let run = try CommandRun.run(["import", sources, "--check", "--out", folder.path, "--format", "github"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("::error file=\(manifest.path),title=PB141 (phrasebook import)::") == true)
        #expect(lines.first?.contains("Begin ${applicationName} now") == true)
        let sarif = try Self.object(
            try CommandRun.run(["import", sources, "--check", "--out", folder.path, "--format", "sarif"]).stdout)
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 1 && results.first?["ruleId"] as? String == "PB141")
        let clean = try CommandRun.run(["import", sources, "--check", "--out", "Phrases", "--format", "junit"])
        #expect(clean.status == 0)
        #expect(clean.stdout.contains(#"<testcase name="no findings" classname="phrasebook import"/>"#))
    }
}
