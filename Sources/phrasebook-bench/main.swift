import Foundation
import Phrasebook

// `phrasebook-bench`: measures compile time, trie size, peak memory and match
// latency over generated catalogs of growing size, or over the user's own
// Phrases folder and utterances, printing one JSON line per run.
let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(parsing: Array(CommandLine.arguments.dropFirst()))
} catch {
    StandardStreams.error(error.message)
    StandardStreams.error("run 'phrasebook-bench --help' for usage")
    exit(2)
}

switch options.mode {
case .help:
    StandardStreams.printLine(BenchmarkOptions.usage)
    exit(0)
case .sizes(let sizes):
    exit(SizeSuite(sizes: sizes, samples: options.samples, writeCatalog: options.writeCatalog).run() ? 0 : 1)
case .size(let size):
    do {
        let directory = options.writeCatalog.map { $0 + "/" + size.name }
        let measured = try SizeRun(size: size, samplesOverride: options.samples, catalogDirectory: directory).run()
        StandardStreams.printLine(measured.figures.serialized())
        exit(measured.clean ? 0 : 1)
    } catch {
        for diagnostic in error.diagnostics { StandardStreams.errorLine(diagnostic) }
        StandardStreams.error("size \(size.name): \(error.message)")
        exit(1)
    }
case .profileTurns(let size, let turns, let catalogFile):
    do {
        StandardStreams.printLine(
            "resolved \(try ConversationProfile(size: size, turns: turns, catalogFile: catalogFile).run())")
        exit(0)
    } catch {
        StandardStreams.error(error.message)
        exit(2)
    }
case .profileKeystrokes(let size, let hits, let catalogFile):
    do {
        StandardStreams.printLine(
            try KeystrokeProfile(size: size, hits: hits, catalogFile: catalogFile).run().serialized())
        exit(0)
    } catch {
        StandardStreams.error(error.message)
        exit(2)
    }
case .serveSurvival(let phrases, let requests):
    do {
        let (figures, clean) = try ServeSurvival(phrases: phrases, requests: requests).run()
        StandardStreams.printLine(figures.serialized())
        exit(clean ? 0 : 1)
    } catch {
        StandardStreams.error(error.message)
        exit(2)
    }
case .noisy(let phrases, let corpus):
    let catalog = Catalog(directory: phrases)
    guard !catalog.hasErrors else {
        for diagnostic in catalog.diagnostics where diagnostic.severity == .error {
            StandardStreams.errorLine(diagnostic.description)
        }
        exit(2)
    }
    StandardStreams.printLine(catalog.noisyEvaluation(corpusDirectory: corpus))
    exit(0)
case .userCatalog(let phrases, let utterances, let outcomes):
    do {
        let run = UserCatalogRun(
            phrasesDirectory: phrases, utterancesPath: utterances, outcomesPath: outcomes, samples: options.samples)
        StandardStreams.printLine(try run.run().serialized())
        exit(0)
    } catch {
        for diagnostic in error.diagnostics { StandardStreams.errorLine(diagnostic) }
        StandardStreams.error(error.message)
        exit(2)
    }
}
