import Foundation

/// The command line of `phrasebook-bench`, parsed: which mode to run and its
/// options.
struct BenchmarkOptions: Equatable {
    /// What the benchmark does.
    enum Mode: Equatable {
        /// Print usage.
        case help
        /// Measure these generated sizes, each in a child process.
        case sizes([BenchmarkSize])
        /// Measure one generated size in this process (the hidden `--size`
        /// the parent runs its children with).
        case size(BenchmarkSize)
        /// Measure the user's catalog against the user's utterances.
        case userCatalog(phrases: String, utterances: String, outcomes: String?)
        /// The noisy-utterance evaluation of flexible matching over a corpus.
        case noisy(phrases: String, corpus: String)
        /// Conversation turns on one generated size for a profiler (the
        /// hidden `--profile-turns N` with `--size NAME`, and
        /// `--profile-catalog FILE`: that size's compiled catalog file, loaded
        /// instead of compiled, which under a profiler takes minutes).
        case profileTurns(BenchmarkSize, turns: Int, catalogFile: String?)
        /// Keystrokes on one generated size for a profiler (the hidden
        /// `--profile-keystrokes N` with `--size NAME`: N hits typed
        /// character by character; `--profile-catalog FILE` as above).
        case profileKeystrokes(BenchmarkSize, hits: Int, catalogFile: String?)
        /// Drive one `phrasebook serve` with this many requests of mixed
        /// kinds, malformed ones and catalog reloads among them.
        case serveSurvival(phrases: String, requests: Int)
    }

    /// A usage error, with the message to print before the hint.
    struct UsageError: Error, Equatable {
        /// What is wrong with the arguments.
        let message: String
    }

    /// The mode to run.
    var mode: Mode
    /// Timed samples per kind, overriding each size's own count.
    var samples: Int?
    /// Where generated sizes write their sources and compiled catalog file
    /// (a folder per size); temporary folders when `nil`.
    var writeCatalog: String?

    /// The text `--help` prints.
    static let usage = """
        Usage:
          phrasebook-bench [--sizes NAME,…] [--samples N] [--write-catalog DIR]
          phrasebook-bench [--phrases DIR] --utterances FILE [--outcomes FILE] [--samples N]
          phrasebook-bench [--phrases DIR] --noisy CORPUS_DIR
          phrasebook-bench [--phrases DIR] --serve-survival N

        Measures the Phrasebook compiler and matcher and prints one JSON line per run.

        Generated catalogs (the default): each size is generated in memory with a fixed
        seed (so figures compare run to run), compiled and matched in a child process of
        its own, and printed as one line: apps, shortcuts, phrases, values,
        valueVariants (titles and synonyms), expandedUtterances, phraseGraphNodes,
        valueTrieNodes, trieNodes, bytes, compileSeconds (median of compileRuns),
        peakMemoryBytes, the median and 99th percentile match time in microseconds of
        exact hits and of misses (exactMiss…: the exact stage alone, without the
        flexible stage a miss goes on to), the same for a whole Conversation.say turn
        (conversation…Micros) and its median with flexible matching off
        (conversationExact…MedianMicros: what the dialog adds to an exact
        match), hitFailures and missFailures (both must be 0), and
        cores. Each kind is timed after untimed warm-up runs of its own kind on
        other utterances (at least 2,000 for hits and exact misses; a tenth of the
        samples, 100 to 1,000, for the flexible kinds), so the figures are those of a
        long-running process: every timed hit is new to it. Then the catalog on disk: its sources are written as app folders and
        the compiled catalog file is written and loaded through the library
        (fileWriteSeconds, fileBytes, fileLoadSeconds); the phrasebook executable
        built beside this one runs `compile -o` (compileFromDisk…), `say --catalog`
        (sayWithCatalogFile…) and `say --phrases` (sayFromSources…), each with its
        median wall Seconds and its own PeakMemoryBytes. Last, the time to replace
        the first app's first entity type's values in the compiled catalog
        (entityUpdateValues values, entityUpdateMillis: the median of three).

          --sizes NAME,…      sizes to run, from tiny, small, medium, peer, large,
                              full (default: all six, smallest first)
          --samples N         timed samples per kind (default: 20,000 for tiny down
                              to 2,000 for full)
          --write-catalog DIR write each size's sources to DIR/<size>/generated and its
                              compiled catalog to DIR/<size>/catalog.pbc, and keep them
                              (default: temporary folders, removed afterwards)

        Sizes (apps × shortcuts per app × phrases per shortcut × entities per entity
        type; every app has one entity type, every tenth a second one, and an enum):
          tiny    1 × 3 × 2 × 10        small   4 × 5 × 4 × 100
          medium 10 × 10 × 8 × 1,000    peer   50 × 10 × 8 × 1,000
          large  50 × 10 × 8 × 2,000    full   50 × 10 × 8 × 10,000

        Your own catalog: compiles DIR as `phrasebook` does, matches every non-blank
        line of FILE, and prints one line: the catalog figures, utterances, matched
        (the matcher found a candidate), resolved, needsValue, noMatch, otherOutcomes,
        and the median and 99th percentile time in microseconds of Matcher.candidates
        (match…Micros) and of the whole Conversation path to an outcome
        (conversation…Micros). The utterances are repeated until there are N samples
        (default 2,000), or for at most 20 seconds once each has been timed. Then
        the catalog is written as a compiled file and the phrasebook executable
        built beside this one runs `say --catalog FILE` with the first utterance 21
        times (sayWithCatalogFileSeconds: the median wall time of the whole process;
        sayWithCatalogFilePeakMemoryBytes).

          --phrases DIR       the folder of app folders (default: ./Phrases)
          --utterances FILE   utterances, one per line (UTF-8)
          --outcomes FILE     also write each utterance's turns as the JSON Lines
                              `phrasebook say --json` prints, written atomically;
                              FILE must be new or a regular file (not a link or device)

        Flexible matching: the generated sizes also time each hit with one typo
        (flexibleMedianMicros, flexibleP99Micros; flexibleResolved is the share that
        still resolves). --noisy CORPUS_DIR derives noisy variants of every corpus
        case (typos, fillers, small words, other endings and particles, case and
        punctuation, accents, traditional characters, out-of-scope probes) and prints
        per kind and locale the share resolved, how many are asked "Did you mean …?",
        the false-positive rate of out-of-scope probes and the median match time.

        Server survival: --serve-survival N starts the phrasebook executable built
        beside this one as `serve --catalog FILE` over DIR's compiled catalog (the
        samples by default) and writes N requests of mixed kinds through a pipe: hits,
        multi-turn sessions (5,000 names, 2,000 kept), typos confirmed, misses,
        match, complete, states in and out from this catalog and from another one,
        unknown sessions and types, malformed JSON, brackets nested too deep, a line
        over 1 MiB every 1,000 requests, and every 100,000 requests the catalog file
        replaced on disk and reloaded (and a broken file offered). It prints one
        line: answered, outOfOrder (answers whose id is not their request's),
        exitStatus, seconds, requestsPerSecond, reloads, the count of each error
        code, and the server's rssBytes and peakRSSBytes after 10,000, 100,000,
        500,000 and 1,000,000 requests (from /proc; null where there is none).

        Completion: the generated sizes also type hits character by character and
        time every keystroke's completions at a limit of 10 (keystrokes,
        keystrokeMedianMicros, keystrokeP99Micros; keystrokeFirstMillis is the
        process's first keystroke, building what completion derives once;
        keystrokeCompleted the share of keystrokes with a completion).

        Exit status: 0 done; 1 a hit did not resolve, a miss matched, a size failed, or
        the server did not survive; 2 bad usage, unreadable input or invalid phrases.
        """

    /// Parses `arguments` (without the program name).
    init(parsing arguments: [String]) throws(UsageError) {
        var values: [String: String] = [:]
        var help = false
        var index = 0
        let valued: Set = [
            "--sizes", "--size", "--samples", "--write-catalog", "--phrases", "--utterances", "--outcomes", "--noisy",
            "--profile-turns", "--profile-keystrokes", "--profile-catalog", "--serve-survival",
        ]
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--help" || argument == "-h" {
                help = true
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard valued.contains(name) else {
                throw UsageError(
                    message: argument.hasPrefix("-")
                        ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
            }
            if value == nil {
                guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                value = arguments[index]
                index += 1
            }
            guard values[name] == nil else { throw UsageError(message: "\(name) is given twice") }
            values[name] = value
        }
        if help {
            mode = .help
            return
        }

        if let text = values["--samples"] {
            guard let count = Int(text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: "")),
                count > 0, count <= 10_000_000
            else {
                throw UsageError(message: "--samples takes a whole number from 1 to 10000000, not '\(text)'")
            }
            samples = count
        }

        writeCatalog = values["--write-catalog"]
        if let text = values["--serve-survival"] {
            guard let count = Int(text.replacingOccurrences(of: "_", with: "").replacingOccurrences(of: ",", with: "")),
                count > 0, count <= 100_000_000
            else {
                throw UsageError(message: "--serve-survival takes a whole number from 1 to 100000000, not '\(text)'")
            }
            mode = .serveSurvival(phrases: values["--phrases"] ?? "Phrases", requests: count)
            return
        }
        if let corpus = values["--noisy"] {
            mode = .noisy(phrases: values["--phrases"] ?? "Phrases", corpus: corpus)
            return
        }
        let userOptions = ["--phrases", "--utterances", "--outcomes"].filter { values[$0] != nil }
        let sizeOptions = ["--sizes", "--size"].filter { values[$0] != nil }
        if let first = userOptions.first, let other = sizeOptions.first {
            throw UsageError(message: "\(other) measures generated catalogs; it cannot be combined with \(first)")
        }
        if !userOptions.isEmpty {
            guard let utterances = values["--utterances"] else {
                throw UsageError(
                    message:
                        "\(userOptions[0]) measures your catalog and needs --utterances FILE (one utterance per line)")
            }
            for name in userOptions where values[name]?.isEmpty ?? false {
                throw UsageError(message: "\(name) needs a non-empty path")
            }
            mode = .userCatalog(
                phrases: values["--phrases"] ?? "Phrases", utterances: utterances, outcomes: values["--outcomes"])
            return
        }
        if values["--sizes"] != nil && values["--size"] != nil {
            throw UsageError(message: "--size and --sizes cannot be combined")
        }
        if let name = values["--size"] {
            if values["--profile-turns"] != nil && values["--profile-keystrokes"] != nil {
                throw UsageError(message: "--profile-turns and --profile-keystrokes cannot be combined")
            }
            if let text = values["--profile-keystrokes"] {
                guard let hits = Int(text), hits > 0 else {
                    throw UsageError(message: "--profile-keystrokes takes a positive whole number, not '\(text)'")
                }
                if let file = values["--profile-catalog"], file.isEmpty {
                    throw UsageError(message: "--profile-catalog needs a non-empty path")
                }
                mode = .profileKeystrokes(
                    try Self.size(named: name), hits: hits, catalogFile: values["--profile-catalog"])
                return
            }
            if let text = values["--profile-turns"] {
                guard let turns = Int(text), turns > 0 else {
                    throw UsageError(message: "--profile-turns takes a positive whole number, not '\(text)'")
                }
                if let file = values["--profile-catalog"], file.isEmpty {
                    throw UsageError(message: "--profile-catalog needs a non-empty path")
                }
                mode = .profileTurns(try Self.size(named: name), turns: turns, catalogFile: values["--profile-catalog"])
                return
            }
            mode = .size(try Self.size(named: name))
            return
        }
        if values["--profile-catalog"] != nil {
            throw UsageError(message: "--profile-catalog names the catalog --profile-turns profiles and needs it")
        }
        for name in ["--profile-turns", "--profile-keystrokes"] where values[name] != nil {
            throw UsageError(message: "\(name) runs one generated size and needs --size NAME")
        }
        if let list = values["--sizes"] {
            let names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            guard !names.isEmpty else { throw UsageError(message: "--sizes needs at least one size name") }
            var sizes: [BenchmarkSize] = []
            for name in names {
                let size = try Self.size(named: name)
                if !sizes.contains(size) { sizes.append(size) }
            }
            mode = .sizes(sizes)
            return
        }
        mode = .sizes(BenchmarkSize.all)
    }

    private static func size(named name: String) throws(UsageError) -> BenchmarkSize {
        guard let size = BenchmarkSize.named(name) else {
            throw UsageError(
                message: "unknown size '\(name)' (sizes: \(BenchmarkSize.all.map(\.name).joined(separator: ", ")))")
        }
        return size
    }
}
