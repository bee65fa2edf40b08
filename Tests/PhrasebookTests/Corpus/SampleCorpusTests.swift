import Foundation
import Testing

@testable import Phrasebook

/// The sample corpus against the sample apps: every case passes and every
/// phrase is covered, in every locale.
@Suite struct SampleCorpusTests {
    static let corpusDirectory: String = {
        var url = URL(fileURLWithPath: samplePhrasesDirectory)
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Corpus").path
    }()

    @Test func everyCasePassesAndEveryPhraseIsCovered() throws {
        let corpus = CorpusParser.load(directory: Self.corpusDirectory)
        #expect(corpus.diagnostics.isEmpty, "\(corpus.diagnostics)")
        #expect(corpus.cases.count > 400)
        let results = CorpusRunner(catalog: sampleCatalog).run(corpus.cases)
        let report = CoverageReport(catalog: sampleCatalog, results: results)
        for failure in report.failures {
            Issue.record(
                "\(failure.file):\(failure.line): > \(failure.utterance)\n  expected: \(failure.expected)\n  actual:   \(failure.actual)"
            )
        }
        let uncovered = report.phrases.filter { !$0.isCovered }.map { "\($0.app) [\($0.locale)] \($0.phrase)" }
        #expect(uncovered.isEmpty, "phrases no case reaches: \(uncovered)")
        #expect(report.phrasePercent == 100)
        for entry in report.byLocale {
            #expect(entry.covered == entry.total, "locale \(entry.locale)")
        }
    }

    @Test func everyAppHasTenOutOfScopeProbes() throws {
        let corpus = CorpusParser.load(directory: Self.corpusDirectory)
        var probes: [String: Int] = [:]
        for corpusCase in corpus.cases {
            guard
                case .outcome(.none)? = corpusCase.steps.last(where: {
                    if case .outcome = $0.step { true } else { false }
                })?.step
            else { continue }
            probes[(corpusCase.file as NSString).lastPathComponent, default: 0] += 1
        }
        for file in ["library.txt", "meditation.txt", "soup-chef.txt", "tasks.txt"] {
            #expect((probes[file] ?? 0) >= 10, "\(file) has \(probes[file] ?? 0) out-of-scope probes")
        }
    }
}
