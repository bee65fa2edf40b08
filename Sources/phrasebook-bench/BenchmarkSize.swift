/// One generated catalog size: how many apps, shortcuts per app, phrases per
/// shortcut and entities per entity type it has, and how hard it is measured.
struct BenchmarkSize: Sendable, Equatable {
    /// The name used with `--sizes` and printed as `size`.
    let name: String
    /// Apps in the catalog.
    let apps: Int
    /// App Shortcuts per app.
    let shortcutsPerApp: Int
    /// Phrases per shortcut.
    let phrasesPerShortcut: Int
    /// Entities per entity type.
    let entitiesPerType: Int
    /// Timed samples per kind (exact hit, miss).
    let samples: Int
    /// Compiles timed; the median is reported.
    let compileRuns: Int

    /// Every size, smallest first: the default run.
    static let all: [BenchmarkSize] = [
        BenchmarkSize(
            name: "tiny", apps: 1, shortcutsPerApp: 3, phrasesPerShortcut: 2, entitiesPerType: 10, samples: 20_000,
            compileRuns: 7),
        BenchmarkSize(
            name: "small", apps: 4, shortcutsPerApp: 5, phrasesPerShortcut: 4, entitiesPerType: 100, samples: 20_000,
            compileRuns: 5),
        BenchmarkSize(
            name: "medium", apps: 10, shortcutsPerApp: 10, phrasesPerShortcut: 8, entitiesPerType: 1_000,
            samples: 10_000, compileRuns: 3),
        BenchmarkSize(
            name: "peer", apps: 50, shortcutsPerApp: 10, phrasesPerShortcut: 8, entitiesPerType: 1_000, samples: 5_000,
            compileRuns: 3),
        BenchmarkSize(
            name: "large", apps: 50, shortcutsPerApp: 10, phrasesPerShortcut: 8, entitiesPerType: 2_000, samples: 5_000,
            compileRuns: 3),
        BenchmarkSize(
            name: "full", apps: 50, shortcutsPerApp: 10, phrasesPerShortcut: 8, entitiesPerType: 10_000, samples: 2_000,
            compileRuns: 1),
    ]

    /// The size called `name`, if there is one.
    static func named(_ name: String) -> BenchmarkSize? {
        all.first { $0.name == name }
    }
}
