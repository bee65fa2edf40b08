// swift-tools-version:6.0
import PackageDescription

/// Where the `phrasebook` tool links the Swift runtime and Foundation statically.
///
/// That is release builds on Linux, where a one-shot `say` would otherwise
/// spend much of its run in the dynamic linker. The flag is given to the tool's own compile (so its
/// module links Foundation's static dependencies) and to its link. The
/// `Phrasebook` library has no unsafe flags, so other packages can depend on
/// it; debug builds and other platforms link as usual.
let staticRuntime = BuildSettingCondition.when(platforms: [.linux], configuration: .release)

let package = Package(
    name: "Phrasebook",
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .executable(name: "phrasebook", targets: ["phrasebook"]),
        .executable(name: "phrasebook-bench", targets: ["phrasebook-bench"]),
    ],
    targets: [
        .target(name: "Phrasebook"),
        .executableTarget(
            name: "phrasebook",
            dependencies: ["Phrasebook"],
            path: "Sources/PhrasebookCLI",
            swiftSettings: [.unsafeFlags(["-static-stdlib"], staticRuntime)],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], staticRuntime)]
        ),
        .executableTarget(name: "phrasebook-bench", dependencies: ["Phrasebook"]),
        .testTarget(name: "PhrasebookTests", dependencies: ["Phrasebook"], exclude: ["Archive/FormatPin"]),
        .testTarget(
            name: "PhrasebookCLITests",
            dependencies: ["phrasebook"],
            exclude: ["Golden", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
