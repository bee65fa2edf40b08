// swift-tools-version:6.0
import PackageDescription

// No target has unsafe flags: a package that depends on this one by
// version may then use every product, the command plugins included. A
// release build of the tool links the Swift runtime statically when asked:
// `swift build -c release --static-swift-stdlib`.
let package = Package(
    name: "Phrasebook",
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .executable(name: "phrasebook", targets: ["phrasebook"]),
        .executable(name: "phrasebook-bench", targets: ["phrasebook-bench"]),
        .plugin(name: "PhrasebookLint", targets: ["PhrasebookLintPlugin"]),
        .plugin(name: "PhrasebookCoverage", targets: ["PhrasebookCoveragePlugin"]),
    ],
    targets: [
        .target(name: "Phrasebook"),
        .executableTarget(
            name: "phrasebook",
            dependencies: ["Phrasebook"],
            path: "Sources/PhrasebookCLI"
        ),
        .executableTarget(name: "phrasebook-bench", dependencies: ["Phrasebook"]),
        .plugin(
            name: "PhrasebookLintPlugin",
            capability: .command(
                intent: .custom(verb: "phrasebook-lint", description: "Lint the package's Phrases folder")),
            dependencies: ["phrasebook"]
        ),
        .plugin(
            name: "PhrasebookCoveragePlugin",
            capability: .command(
                intent: .custom(
                    verb: "phrasebook-coverage", description: "Run the package's Corpus against its Phrases folder")),
            dependencies: ["phrasebook"]
        ),
        .testTarget(
            name: "PhrasebookTests",
            dependencies: ["Phrasebook"],
            exclude: ["Archive/FormatPin"],
            resources: [.copy("PublicAPI/Resources/BundledPhrases")]
        ),
        .testTarget(
            name: "PhrasebookCLITests",
            dependencies: ["phrasebook", "Phrasebook"],
            exclude: ["Golden", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
