import Foundation
import Testing

/// Checks `phrasebook preview --html DIR` through the real binary: the page
/// is self-contained, and, rendered by headless Chromium, shows every app,
/// shortcut and locale `list --json` gives and every corpus case with the
/// outcome `coverage` gives, with no console message.
@Suite struct PreviewCommandTests {
    /// Debian's `chromium`, when installed.
    static let chromium: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The page `preview` writes for the samples, and the folder it is in
    /// (the caller removes it).
    static func page() throws -> (html: String, folder: URL) {
        let folder = try CommandRun.temporaryFolder("preview")
        let run = try CommandRun.run(["preview", "--html", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        let file = folder.appendingPathComponent("index.html")
        #expect(run.stdout == "wrote \(file.path)\n")
        return (try String(contentsOf: file, encoding: .utf8), folder)
    }

    /// The `list --json` objects of the samples.
    static func listing() throws -> [[String: Any]] {
        try CommandRun.run(["list", "--json"]).stdout.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// `text` escaped as the page escapes text.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }

    /// `text` as a browser serializes a text node: `&`, `<` and `>` escaped.
    static func serialized(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    @Test func thePageLoadsNothingFromOutside() throws {
        let (html, folder) = try Self.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for outside in ["<link", " src=", "http://", "https://", "@import", "url("] {
            #expect(!html.contains(outside), "the page refers to something outside it: \(outside)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["index.html"])
    }

    @Test func thePageNamesEveryShortcutOfEveryLocale() throws {
        let (html, folder) = try Self.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let listing = try Self.listing()
        #expect(listing.count > 60)
        for shortcut in listing {
            let app = try #require(shortcut["app"] as? String)
            let primary = try #require(shortcut["primary"] as? String)
            #expect(html.contains(#"data-app="\#(Self.escaped(app))""#))
            #expect(html.contains("“\(Self.escaped(primary))”"), "\(primary)")
        }
    }

    @Test(
        .enabled(
            if: chromium != nil,
            "headless Chromium is not installed (Debian's chromium package); the rendered page is not checked"))
    func chromiumRendersEveryShortcutAndCaseWithNoConsoleMessage() throws {
        let (_, folder) = try Self.page()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--dump-dom",
            folder.appendingPathComponent("index.html").absoluteString,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(dom.contains(#"<body data-ready="yes">"#), "the page's script did not run to its end")
        let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(console.isEmpty, "console messages: \(console)")
        for shortcut in try Self.listing() {
            let app = try #require(shortcut["app"] as? String)
            let intent = try #require(shortcut["intent"] as? String)
            let locale = try #require(shortcut["locale"] as? String)
            let primary = try #require(shortcut["primary"] as? String)
            let section = try #require(
                dom.components(separatedBy: #"data-app="\#(Self.escaped(app))""#).dropFirst().first?
                    .components(separatedBy: "</section>").first)
            let row = try #require(
                section.components(separatedBy: #"data-intent="\#(intent)""#).dropFirst().map {
                    $0.components(separatedBy: "</tr>").first ?? ""
                }.first { $0.contains("“\(Self.serialized(primary))”") }, "\(app) \(intent) [\(locale)]")
            #expect(row.contains(#"<td data-locale="\#(locale)"><p class="primary">"#))
        }
        let coverage = try #require(
            try JSONSerialization.jsonObject(with: Data(try CommandRun.run(["coverage", "--json"]).stdout.utf8))
                as? [String: Any])
        let results = try #require(coverage["results"] as? [[String: Any]])
        #expect(results.count > 1000)
        for result in results {
            let place = "\(result["file"] ?? ""):\(result["line"] ?? "")"
            let outcome = try #require(result["result"] as? String)
            #expect(dom.contains(#"data-case="\#(place)" data-result="\#(outcome)""#), "\(place)")
        }
    }

    @Test func aPreviewWithoutTheHTMLFolderIsAUsageError() throws {
        let run = try CommandRun.run(["preview"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("preview needs --html DIR"))
    }
}
