import Foundation
import Testing

/// `phrasebook compile -o FILE` and `--catalog FILE` through the real binary:
/// the file answers as the sources do, and a damaged one is refused with exit 2.
@Suite struct CompiledCatalogTests {
    static func withCompiledFile(_ body: (String) throws -> Void) throws {
        let folder = try CommandRun.temporaryFolder("PhrasebookCLI")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("catalog.pbc").path
        let compile = try CommandRun.run(["compile", "-o", file])
        #expect(compile.status == 0, "\(compile.stderr)")
        try body(file)
    }

    @Test func saysWhatTheSourcesSay() throws {
        try Self.withCompiledFile { file in
            for utterance in [
                "Start Walking in Meditation", "Order Tomato from Soup Chef", "what's the weather in Tokyo",
            ] {
                let fromSources = try CommandRun.run(["say", "--json", utterance])
                let fromFile = try CommandRun.run(["say", "--json", "--catalog", file, utterance])
                #expect(fromFile.stdout == fromSources.stdout)
                #expect(fromFile.status == fromSources.status)
                #expect(fromFile.stderr == "")
            }
            let list = try CommandRun.run(["list", "--catalog", file])
            #expect(list.stdout == (try CommandRun.run(["list"])).stdout)
        }
    }

    @Test func aFileCompiledFromTheRelativeDefaultFolderWorksFromAnyDirectory() throws {
        try Self.withCompiledFile { file in
            let elsewhere = URL(fileURLWithPath: file).deletingLastPathComponent()
            let fromSources = try CommandRun.run(["say", "--json", "Start Walking in Meditation"])
            let fromFile = try CommandRun.run(
                ["say", "--json", "--catalog", file, "Start Walking in Meditation"], in: elsewhere)
            #expect(fromFile.stdout == fromSources.stdout)
            #expect(fromFile.stderr == "")
            let lint = try CommandRun.run(["lint", "--catalog", file], in: elsewhere)
            #expect(lint.status == (try CommandRun.run(["lint"])).status, "\(lint.stderr)")
        }
    }

    @Test func refusesATruncatedAFlippedAndAnotherVersionFileWithExitTwo() throws {
        try Self.withCompiledFile { file in
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            var flipped = bytes
            flipped[bytes.count / 2] ^= 0x10
            var version = bytes
            version[8] &+= 1
            let damaged: [(String, [UInt8], String)] = [
                ("truncated", Array(bytes.prefix(bytes.count - 100)), "truncated"),
                ("flipped", flipped, "checksum"),
                ("version", version, "format version"),
                ("empty", [], "not a compiled catalog file"),
            ]
            for (name, content, reason) in damaged {
                let path = file + "." + name
                try Data(content).write(to: URL(fileURLWithPath: path))
                let run = try CommandRun.run(["say", "--catalog", path, "Start Walking in Meditation"])
                #expect(run.status == 2, "\(name)")
                #expect(run.stdout == "", "\(name)")
                #expect(run.stderr.contains(reason), "\(name): \(run.stderr)")
            }
            let missing = try CommandRun.run(["list", "--catalog", file + ".missing"])
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("cannot read"))
        }
    }

    @Test func updateEntitiesRewritesTheFileAndRefusesBadInputWithExitTwo() throws {
        try Self.withCompiledFile { file in
            let folder = (file as NSString).deletingLastPathComponent
            let books = (folder as NSString).appendingPathComponent("books.json")
            try #"[{ "id": "dune", "title": "Dune Messiah" }, { "id": "emma", "title": "Emma" }]"#
                .write(toFile: books, atomically: true, encoding: .utf8)
            let before = try CommandRun.run(["say", "--catalog", file, "Open Emma in Library"])
            #expect(before.status == 1)

            let update = try CommandRun.run(["update-entities", "--catalog", file, "Library", "Book", books])
            #expect(update.status == 0, "\(update.stderr)")
            #expect(update.stdout.contains("replaced Book of Library"))
            let after = try CommandRun.run(["say", "--catalog", file, "Open Emma in Library"])
            #expect(after.status == 0)
            #expect(after.stdout.contains("book: Emma (emma)"))
            #expect(after.stderr == "")
            let gone = try CommandRun.run(["say", "--catalog", file, "Open Pride and Prejudice in Library"])
            #expect(gone.status == 1)

            let bad = (folder as NSString).appendingPathComponent("bad.json")
            try "[\n  { \"id\": 7 }\n]".write(toFile: bad, atomically: true, encoding: .utf8)
            let written = try Data(contentsOf: URL(fileURLWithPath: file))
            for (arguments, reason) in [
                (["Library", "Book", bad], "bad.json:2:11: error"), (["Nope", "Book", books], #"no app named "Nope""#),
                (["Library", "Author", books], #"no type named "Author""#),
                (["Library", "Book"], "expected APP TYPE ENTITIES_FILE"),
            ] {
                let run = try CommandRun.run(["update-entities", "--catalog", file] + arguments)
                #expect(run.status == 2, "\(arguments)")
                #expect(run.stderr.contains(reason), "\(arguments): \(run.stderr)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == written)
            let noCatalog = try CommandRun.run(["update-entities", "Library", "Book", books])
            #expect(noCatalog.status == 2)
            #expect(noCatalog.stderr.contains("--catalog"))
        }
    }
}
