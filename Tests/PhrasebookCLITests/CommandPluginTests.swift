import Foundation
import Testing

/// Checks the SwiftPM command plugins from a package that depends on this
/// one by path, as an app's package would: `swift package phrasebook-lint`
/// and `swift package phrasebook-coverage` run the tool in that package.
@Suite struct CommandPluginTests {
    /// `swift`, found on the `PATH`.
    static let swift: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A package in a new folder that depends on this one by path, with the
    /// sample phrases and a small corpus; the caller removes it.
    static func appPackage() throws -> URL {
        let folder = try CommandRun.temporaryFolder("plugin-app")
        let root = GoldenCase.packageRoot
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(name: "Phrasebook", path: \(String(reflecting: root.path)))],
                targets: [.target(name: "App")]
            )
            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let sources = folder.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "public let app = 1\n".write(
            to: sources.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Phrases"), to: folder.appendingPathComponent("Phrases"))
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Tests/PhrasebookCLITests/Fixtures/corpus-partial"),
            to: folder.appendingPathComponent("Corpus"))
        return folder
    }

    /// Runs `swift package VERB arguments…` in `package`, building into a
    /// folder of the temporary directory that later runs from the same
    /// checkout reuse; another checkout (a second clone testing at the same
    /// time) builds into its own.
    static func package(_ verb: String, _ arguments: [String], in package: URL) throws -> CommandRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(swift))
        var checkout: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in GoldenCase.packageRoot.path.utf8 { checkout = (checkout ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "phrasebook-plugin-tests-build-\(String(checkout, radix: 16))")
        process.arguments = ["package", "--scratch-path", scratch.path, verb] + arguments
        process.currentDirectoryURL = package
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return CommandRun(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    @Test(.enabled(if: swift != nil, "swift is not on the PATH"))
    func thePluginsRunTheToolInTheAppsPackage() throws {
        let app = try Self.appPackage()
        defer { try? FileManager.default.removeItem(at: app) }
        let lint = try Self.package("phrasebook-lint", ["--format", "github"], in: app)
        #expect(lint.status == 0, "\(lint.stderr)")
        let annotations = lint.stdout.split(separator: "\n").filter { $0.hasPrefix("::warning file=Phrases/") }
        #expect(annotations.count == 26)
        let strict = try Self.package("phrasebook-lint", ["--strict"], in: app)
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("phrasebook lint exited with status 1"))
        let coverage = try Self.package("phrasebook-coverage", ["--locale", "en", "--quiet"], in: app)
        #expect(coverage.status == 0, "\(coverage.stderr)")
        #expect(coverage.stdout.hasSuffix("Cases: 2 passed, 0 failed\n"))
    }
}
