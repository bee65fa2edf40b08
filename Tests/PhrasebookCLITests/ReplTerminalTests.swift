import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `phrasebook repl` on a terminal: the built binary runs with a
/// pseudo-terminal as its standard input and output, and the test types
/// into it as a person would — Tab completes, up recalls the line before.
@Suite struct ReplTerminalTests {
    /// A `phrasebook repl` whose standard input and output are the slave
    /// side of a pseudo-terminal the test holds the master side of.
    final class TerminalSession {
        let process = Process()
        let master: Int32
        private var seen = ""

        init() throws {
            // The C library's pseudo-terminal calls, looked up by name: the
            // Glibc module leaves them out (they need _XOPEN_SOURCE).
            typealias Open = @convention(c) (Int32) -> Int32
            typealias Call = @convention(c) (Int32) -> Int32
            typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
            let library = dlopen(nil, RTLD_NOW)
            guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
                let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname")
            else { throw SessionError.noTerminal }
            master = unsafeBitCast(openSymbol, to: Open.self)(O_RDWR | O_NOCTTY)
            guard master >= 0, unsafeBitCast(grantSymbol, to: Call.self)(master) == 0,
                unsafeBitCast(unlockSymbol, to: Call.self)(master) == 0,
                let name = unsafeBitCast(nameSymbol, to: Name.self)(master)
            else { throw SessionError.noTerminal }
            let path = String(cString: name)
            let slave = FileHandle(forUpdatingAtPath: path)
            guard let slave else { throw SessionError.noTerminal }
            process.executableURL = CommandRun.executable
            process.arguments = ["repl", "--locale", "en"]
            process.currentDirectoryURL = GoldenCase.packageRoot
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            environment["TZ"] = "UTC"
            environment["TERM"] = "xterm"
            environment.removeValue(forKey: "PHRASEBOOK_NOW")
            process.environment = environment
            process.standardInput = slave
            process.standardOutput = slave
            process.standardError = slave
            try process.run()
            try slave.close()
        }

        deinit {
            if process.isRunning { process.terminate() }
            close(master)
        }

        /// Types `text` into the terminal.
        func type(_ text: String) {
            var bytes = Array(text.utf8)
            _ = write(master, &bytes, bytes.count)
        }

        /// Everything the terminal showed since the last call once it shows
        /// `expected`, or all it showed when `seconds` pass first.
        func read(until expected: String, seconds: Double = 20) -> String {
            let deadline = Date().addingTimeInterval(seconds)
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while !seen.contains(expected), Date() < deadline {
                var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 200) > 0 else { continue }
                let count = Glibc.read(master, &buffer, buffer.count)
                if count <= 0 { break }
                seen += String(decoding: buffer[0..<count], as: UTF8.self)
            }
            defer { seen = "" }
            return seen
        }

        enum SessionError: Error { case noTerminal }
    }

    @Test func tabCompletesAndUpRecallsTheLineBefore() throws {
        let session = try TerminalSession()
        #expect(session.read(until: "say> ").contains("say> "))
        // One completion: Tab writes the whole utterance in place.
        session.type("open du\t")
        #expect(session.read(until: "Open Dune in Library").contains("Open Dune in Library"))
        session.type("\r")
        let answer = session.read(until: "say> ")
        #expect(answer.contains("Library › OpenBookIntent"))
        #expect(answer.contains("book: Dune (dune)"))
        // Several: Tab lists them below the line.
        session.type("open d\t")
        let listed = session.read(until: "Open Dentist in Tasks")
        #expect(listed.contains("Open Dune in Library"))
        #expect(listed.contains("Open Dentist in Tasks"))
        // Up brings back the line said before; Enter says it again.
        session.type("\u{15}\u{1B}[A")
        #expect(session.read(until: "Open Dune in Library").contains("Open Dune in Library"))
        session.type("\r")
        let again = session.read(until: "say> ")
        #expect(again.contains("book: Dune (dune)"))
        session.type("\u{04}")
        session.process.waitUntilExit()
        #expect(session.process.terminationStatus == 0)
    }
}
