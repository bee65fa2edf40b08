// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Phrasebook",
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .executable(name: "phrasebook", targets: ["phrasebook"]),
        .executable(name: "phrasebook-bench", targets: ["phrasebook-bench"]),
    ],
    targets: [
        .target(name: "Phrasebook"),
        .executableTarget(name: "phrasebook", dependencies: ["Phrasebook"]),
        .executableTarget(name: "phrasebook-bench", dependencies: ["Phrasebook"]),
        .testTarget(name: "PhrasebookTests", dependencies: ["Phrasebook"]),
        .testTarget(
            name: "PhrasebookCLITests",
            dependencies: ["phrasebook"],
            exclude: ["Golden", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
