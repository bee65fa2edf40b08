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

    /// Natives' requests written blind (`Corpus/Natives`): each passes or is
    /// a known gap that still fails, and no out-of-scope probe is a gap.
    @Test func nativesRequestsPassOrAreKnownGapsAndTheirProbesStayNone() throws {
        let folder = Self.corpusDirectory + "/Natives"
        let corpus = CorpusParser.load(directory: folder)
        #expect(corpus.diagnostics.isEmpty, "\(corpus.diagnostics)")
        let locales = Set(corpus.cases.compactMap(\.locale))
        #expect(locales == ["en", "ja", "ko", "vi", "zh-Hans"])
        #expect(corpus.cases.count >= 5 * 150)
        let results = CorpusRunner(catalog: sampleCatalog).run(corpus.cases)
        for failure in results.compactMap(\.failure) {
            Issue.record("\(failure.file):\(failure.line): > \(failure.utterance)\n  \(failure.actual)")
        }
        let probes = corpus.cases.filter { $0.steps.last?.step == .outcome(.none) }
        #expect(probes.count >= 5 * 20)
        let gappedProbes = probes.filter { $0.knownGap != nil }.map { "\($0.file):\($0.line)" }
        #expect(gappedProbes.isEmpty, "out-of-scope probes marked as known gaps: \(gappedProbes)")
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
