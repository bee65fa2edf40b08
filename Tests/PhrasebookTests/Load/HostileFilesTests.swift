import Foundation
import Testing

@testable import Phrasebook

/// Files an attacker or an accident puts in a Phrases folder: an
/// `entitiesFile` outside it or not a regular file, unreadable folders,
/// malformed String Catalog entries.
///
/// Each is an error naming the file; none
/// is read outside the folder, hangs or fills memory, or leaks its content
/// into a log beyond a short escaped excerpt.
@Suite struct HostileFilesTests {
    /// Writes `Phrases/Meditation/app.json` under `root` whose sessions are
    /// in `entitiesFile`; returns the Phrases folder.
    func writeApp(in root: URL, entitiesFile: String) throws -> URL {
        let phrases = root.appendingPathComponent("Phrases")
        let app = phrases.appendingPathComponent("Meditation")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        var fixture = ManifestFixture()
        fixture.types =
            "{ \"Session\": { \"kind\": \"entity\", \"title\": \"Session\", \"entitiesFile\": \(ManifestFixture.json(entitiesFile)) } }"
        try Data(fixture.text.utf8).write(to: app.appendingPathComponent("app.json"))
        return phrases
    }

    /// The errors compiling `phrases` reports.
    func errors(_ phrases: URL) -> [Diagnostic] {
        Catalog(directory: phrases.path).diagnostics.filter { $0.severity == .error }
    }

    static let secret = "hunter2-secret-token"

    @Test(arguments: ["../../secret.txt", "../../../secret.txt"])
    func anEntitiesFileOutsideThePhrasesFolderIsNotRead(path: String) throws {
        try withTemporaryDirectory { root in
            try Data("\(Self.secret) not json".utf8).write(to: root.appendingPathComponent("secret.txt"))
            let phrases = try writeApp(in: root, entitiesFile: path)
            let errors = errors(phrases)
            #expect(
                errors.contains {
                    $0.message.contains("outside the Phrases folder") && $0.jsonPath == "types.Session.entitiesFile"
                })
            #expect(!errors.contains { $0.description.contains(Self.secret) })
        }
    }

    @Test func anEntitiesFileLinkingOutOfThePhrasesFolderIsNotRead() throws {
        try withTemporaryDirectory { root in
            try Data("\(Self.secret) not json".utf8).write(to: root.appendingPathComponent("secret.txt"))
            let phrases = try writeApp(in: root, entitiesFile: "sessions.json")
            try FileManager.default.createSymbolicLink(
                atPath: phrases.appendingPathComponent("Meditation/sessions.json").path,
                withDestinationPath: root.appendingPathComponent("secret.txt").path)
            let errors = errors(phrases)
            #expect(errors.contains { $0.message.contains("outside the Phrases folder") })
            #expect(!errors.contains { $0.description.contains(Self.secret) })
        }
    }

    @Test func anEntitiesFileInASiblingFolderOfThePhrasesFolderIsRead() throws {
        try withTemporaryDirectory { root in
            let phrases = try writeApp(in: root, entitiesFile: "../Shared/sessions.json")
            let shared = phrases.appendingPathComponent("Shared")
            try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
            try Data(#"[{ "id": "calming", "title": "Calming" }]"#.utf8).write(
                to: shared.appendingPathComponent("sessions.json"))
            let catalog = Catalog(directory: phrases.path)
            #expect(!catalog.hasErrors, "\(catalog.diagnostics)")
        }
    }

    @Test func aDeviceOrFIFOEntitiesFileIsRefusedWithoutReading() throws {
        try withTemporaryDirectory { root in
            let phrases = try writeApp(in: root, entitiesFile: "zero.json")
            try FileManager.default.createSymbolicLink(
                atPath: phrases.appendingPathComponent("Meditation/zero.json").path, withDestinationPath: "/dev/zero")
            // Inside the folder by name, but a link to a device: refused either way, never read.
            #expect(!errors(phrases).isEmpty)
        }
        try withTemporaryDirectory { root in
            let phrases = try writeApp(in: root, entitiesFile: "fifo.json")
            let fifo = phrases.appendingPathComponent("Meditation/fifo.json").path
            try #require(mkfifo(fifo, 0o600) == 0)
            let errors = errors(phrases)
            #expect(errors.contains { $0.message.contains("is not a regular file") })
        }
    }

    @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        try withTemporaryDirectory { root in
            let file = root.appendingPathComponent("big.json")
            try Data(repeating: UInt8(ascii: " "), count: 4097).write(to: file)
            guard case .failure(let diagnostic) = ManifestFile.readBytes(file.path, limit: 4096) else {
                Issue.record("a file over the limit was read")
                return
            }
            #expect(diagnostic.message.contains("limited to 4096 bytes"))
            #expect(ManifestDecoder.maximumEntitiesFileSize == 64 * 1024 * 1024)
        }
    }

    @Test func errorsQuoteAShortEscapedExcerpt() throws {
        let digits = String(repeating: "7", count: 100_000)
        let (_, diagnostics) = PhrasesLoader.loadManifest(text: "{ \"format\": 1\(digits)x }")
        let message = try #require(diagnostics.first?.message)
        #expect(message.count < 200, "\(message.prefix(300))")
        #expect(message.contains("…"))
        let (_, wordDiagnostics) = PhrasesLoader.loadManifest(text: "{ \"app\": \u{1B}]0;PWNED\u{07}secret }")
        #expect(!(wordDiagnostics.first?.message.contains("\u{1B}") ?? true))
        #expect(TextStyle.excerpt(String(repeating: "a", count: 50)) == String(repeating: "a", count: 40) + "…")
    }

    @Test func anUnreadableAppOrLocaleFolderIsAnError() throws {
        // Permissions do not bind root, so this runs only as another user.
        guard getuid() != 0 else { return }
        try withTemporaryDirectory { root in
            let phrases = try writeApp(in: root, entitiesFile: "sessions.json")
            let locked = phrases.appendingPathComponent("Locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
            let lproj = phrases.appendingPathComponent("Meditation/vi.lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: lproj.path)
            defer {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lproj.path)
            }
            let errors = errors(phrases)
            #expect(errors.contains { $0.file == locked.path && $0.message.contains("cannot be read") })
            #expect(errors.contains { $0.file == lproj.path && $0.message.contains("cannot be read") })
        }
    }

    @Test(arguments: [
        (#"{ "strings": { "Start": "Bắt đầu" } }"#, "strings.Start"),
        (#"{ "strings": { "Start": { "localizations": { "vi": "Bắt đầu" } } } }"#, "strings.Start.localizations.vi"),
        (
            #"{ "strings": { "Start": { "localizations": { "vi": { "stringSet": { "values": [] } } } } } }"#,
            "strings.Start.localizations.vi.stringSet.values"
        ),
    ])
    func aStringCatalogEntryOfTheWrongShapeIsAnError(text: String, path: String) throws {
        let file = SourceFile(path: "AppShortcuts.xcstrings", bytes: Array(text.utf8))
        let (translations, diagnostics) = StringCatalogReader.read(try JSONParser.parse(file.bytes), file: file)
        #expect(translations.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.jsonPath == path)
        #expect(diagnostics.first?.severity == .error)
    }
}
