import Foundation
import Phrasebook

/// `phrasebook serve`: a long-lived process answering JSON Lines requests
/// on standard input, one response line each on standard output, for hosts
/// not written in Swift.
enum ServeCommand: PhrasebookCommand {
    static let declaration = CommandDeclaration(
        name: "serve",
        summary: "answer JSON Lines requests on standard input, many conversations at once",
        options: [.phrases, .swift, .catalog, .locale, .exact, .maximumSessions, .idle],
        unexpectedArgumentAdvice: "send requests on standard input",
        discussion: """
            Reads one JSON object per line and writes one JSON object per line
            in answer, in order (the convention of language and tool servers):
              {"id":1,"session":"s1","text":"Start a Meditation session"}
                → {"id":1,"session":"s1","turn":{…prompt or outcome…},"state":{…}}
              {"id":2,"state":{…},"text":"walking"}   (state in, state out: no session kept)
              {"id":3,"type":"match","text":"open dune in library","locale":"en"}
                → {"id":3,"candidates":[{"app","intent","locale","phrase","score","parameters"}]}
              {"id":4,"type":"reload","catalog":"new.pbc"}
                → {"id":4,"reloaded":{"catalog","sessionsKept","sessionsReset"}}
              {"id":5,"type":"end","session":"s1"}   {"id":6,"type":"stats"}
            A request that cannot be answered gets {"id":…,"error":{"code","message"}}
            and the next line is read: malformed JSON, a line over 1 MiB or not
            UTF-8, nesting deeper than 64, a state from another catalog, an
            unknown locale or type. Sessions idle longer than --idle are dropped,
            and the least recently used one when --max-sessions are held. The
            end of input ends the process.
            """,
        examples: [#"printf '{"id":1,"text":"Start Walking in Meditation"}\n' | phrasebook serve"#],
        exitCodes: [
            ExitCodeDeclaration(.done, "input ended"),
            ExitCodeDeclaration(.usage, "bad usage or invalid phrases"),
        ])

    static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError) -> ExitStatus {
        let clock = try DialogClock.clock()
        let limit = try number(arguments, .maximumSessions, default: 10_000)
        let idle = try number(arguments, .idle, default: 1_800)
        guard let catalog = CatalogLoading.load(arguments, console: console) else { return .usage }
        var handler = ServeHandler(
            catalog: catalog, sessions: ServeSessions(limit: limit, idleTimeout: TimeInterval(idle)),
            locale: try CatalogLoading.locale(arguments, in: catalog), flexible: !arguments.isSet(.exact), now: clock)
        var input = LineReader()
        while let line = input.next() {
            switch line {
            case .text(let text):
                if text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                StandardStream.output(handler.respond(to: text) + "\n")
            case .invalidUTF8:
                StandardStream.output(ServeHandler.errorLine("invalidUTF8", "the line is not valid UTF-8") + "\n")
            case .tooLong(let length):
                StandardStream.output(
                    ServeHandler.errorLine(
                        "tooLong", "the line is \(length) bytes, over the limit of \(LineReader.maximumLength)") + "\n")
            }
        }
        return .done
    }

    /// The whole number `option` gives (at least 1), or `fallback`.
    private static func number(
        _ arguments: ParsedArguments, _ option: OptionDeclaration, default fallback: Int
    ) throws(CommandError) -> Int {
        guard let text = arguments.value(of: option) else { return fallback }
        guard let value = Int(text), value >= 1 else {
            throw .usage("\(option.name) takes a whole number of at least 1, not '\(text)'")
        }
        return value
    }
}
