import Foundation
import Phrasebook

/// Answers `serve`'s JSON Lines requests, one line in, one line out: a
/// malformed or failing request gets an error response, never a stop.
struct ServeHandler {
    /// The deepest nesting of `[` and `{` a request line may have, checked
    /// before it is parsed.
    static let maximumNesting = 64

    /// The catalog requests are answered with; `reload` replaces it.
    private(set) var catalog: Catalog
    /// The sessions held.
    private(set) var sessions: ServeSessions
    /// The locale every conversation matches in, or `nil` for every locale.
    let locale: String?
    /// Whether flexible matching is on.
    let flexible: Bool
    /// The clock relative dates are read against.
    let now: @Sendable () -> Date

    /// A handler over `catalog` holding `sessions`.
    init(
        catalog: Catalog, sessions: ServeSessions, locale: String?, flexible: Bool, now: @escaping @Sendable () -> Date
    ) {
        self.catalog = catalog
        self.sessions = sessions
        self.locale = locale
        self.flexible = flexible
        self.now = now
    }

    /// Why a request could not be answered: a stable code and a message.
    struct Failure: Error {
        var code: String
        var message: String
    }

    /// The response line to `line`.
    mutating func respond(to line: String) -> String {
        var id = "null"
        do {
            guard Self.nesting(of: line) <= Self.maximumNesting else {
                throw Failure(code: "tooDeep", message: "the request nests deeper than \(Self.maximumNesting) levels")
            }
            let object: [String: Any]
            do {
                guard let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw Failure(code: "notAnObject", message: "a request is one JSON object per line")
                }
                object = parsed
            } catch let failure as Failure {
                throw failure
            } catch {
                throw Failure(code: "malformedJSON", message: "the line is not valid JSON")
            }
            id = Self.serialized(object["id"])
            return try answer(object, id: id)
        } catch let failure as Failure {
            return Self.errorLine(id: id, failure)
        } catch {
            return Self.errorLine(id: id, Failure(code: "internal", message: "\(error)"))
        }
    }

    /// The response line for a line that could not be read at all.
    static func errorLine(_ code: String, _ message: String) -> String {
        errorLine(id: "null", Failure(code: code, message: message))
    }

    private static func errorLine(id: String, _ failure: Failure) -> String {
        let error = JSONOutput.object([("code", .string(failure.code)), ("message", .string(failure.message))])
        return "{\"id\":\(id),\"error\":\(error.serialized())}"
    }

    /// Answers a parsed request.
    private mutating func answer(_ request: [String: Any], id: String) throws -> String {
        let type = request["type"] as? String ?? "say"
        switch type {
        case "say": return try say(request, id: id)
        case "match": return try match(request, id: id)
        case "complete": return try complete(request, id: id)
        case "reload": return try reload(request, id: id)
        case "end":
            guard let session = request["session"] as? String else {
                throw Failure(code: "missingField", message: "end needs \"session\"")
            }
            let ended = sessions.end(session)
            return "{\"id\":\(id),\"ended\":\(ended)}"
        case "stats":
            let stats = JSONOutput.object([
                ("sessions", .int(sessions.count)), ("catalog", .string(catalog.fingerprint)),
            ])
            return "{\"id\":\(id),\"stats\":\(stats.serialized())}"
        default:
            throw Failure(
                code: "unknownType",
                message: "unknown type \"\(type)\" (known: say, match, complete, reload, end, stats)")
        }
    }

    /// `say`: the next turn of a session's conversation, or of the one a
    /// given state restores, with the state after it.
    private mutating func say(_ request: [String: Any], id: String) throws -> String {
        guard let text = request["text"] as? String else {
            throw Failure(code: "missingField", message: "a say request needs \"text\"")
        }
        let requestLocale = try self.requestLocale(request)
        let session = request["session"] as? String
        let moment = now()
        var conversation: Conversation
        if let stateObject = request["state"] {
            guard JSONSerialization.isValidJSONObject(stateObject),
                let data = try? JSONSerialization.data(withJSONObject: stateObject),
                let state = try? JSONDecoder().decode(ConversationState.self, from: data)
            else { throw Failure(code: "badState", message: "\"state\" is not a conversation state") }
            do {
                conversation = try Conversation(catalog: catalog, restoring: state, locale: requestLocale, now: now)
            } catch {
                throw Failure(code: "stateMismatch", message: error.description)
            }
        } else if let session, let held = sessions.conversation(session) {
            conversation = held
            if request["locale"] != nil { conversation.locale = requestLocale }
        } else {
            conversation = Conversation(catalog: catalog, locale: requestLocale, now: now)
        }
        conversation.allowsFlexibleMatching = flexible
        let turn = conversation.respond(text)
        if let session { sessions.store(conversation, as: session, at: moment) }
        let state = (try? JSONEncoder().encode(conversation.state)).map { String(decoding: $0, as: UTF8.self) }
        var line = "{\"id\":\(id)"
        if let session { line += ",\"session\":\(JSONOutput.string(session).serialized())" }
        line += ",\"turn\":\(turn.json.serialized()),\"state\":\(state ?? "null")}"
        return line
    }

    /// `match`: the candidates, best first, without a conversation.
    private func match(_ request: [String: Any], id: String) throws -> String {
        guard let text = request["text"] as? String else {
            throw Failure(code: "missingField", message: "a match request needs \"text\"")
        }
        var matcher = Matcher(catalog: catalog)
        matcher.allowsFlexibleMatching = flexible
        let exactOnly = request["exact"] as? Bool ?? false
        let candidates = matcher.candidates(for: text, locale: try requestLocale(request), exactOnly: exactOnly)
        let rows = candidates.map { candidate -> JSONOutput in
            .object([
                ("app", .string(candidate.app)), ("intent", .string(candidate.intent)),
                ("locale", .string(candidate.locale)), ("phrase", .string(candidate.phrase)),
                ("score", .double(candidate.score)), ("decision", .string(candidate.decision.rawValue)),
                ("cost", .double(candidate.cost)),
                (
                    "liberties",
                    .array(
                        candidate.liberties.map { liberty in
                            .object([
                                ("kind", .string(liberty.kind)), ("typed", .string(liberty.typed)),
                                ("read", .string(liberty.read)), ("cost", .double(liberty.cost)),
                            ])
                        })
                ),
                (
                    "parameters",
                    .array(
                        candidate.parameters.map { parameter in
                            .object([
                                ("name", .string(parameter.name)), ("text", .string(parameter.text)),
                                ("values", .array(parameter.values.map(\.json))),
                            ])
                        })
                ),
            ])
        }
        return "{\"id\":\(id),\"candidates\":\(JSONOutput.array(rows).serialized())}"
    }

    /// The most completions a `complete` request may ask for per phrase.
    static let maximumCompletionLimit = 100

    /// `complete`: whole utterances that finish the typed text, as
    /// `phrasebook complete --json` lists them.
    private func complete(_ request: [String: Any], id: String) throws -> String {
        guard let text = request["text"] as? String else {
            throw Failure(code: "missingField", message: "a complete request needs \"text\"")
        }
        guard text.utf8.count <= Matcher.maximumCompletionTextLength else {
            throw Failure(
                code: "tooLong",
                message:
                    "\"text\" is \(text.utf8.count) bytes, over the \(Matcher.maximumCompletionTextLength) a completion reads"
            )
        }
        var limit = Matcher.defaultCompletionLimit
        if let given = request["limit"] {
            // A JSON `true` reads as a number too: its type says which it was.
            guard let number = given as? NSNumber, String(cString: number.objCType) != "c",
                let whole = Int(exactly: number.doubleValue),
                (1...Self.maximumCompletionLimit).contains(whole)
            else {
                throw Failure(
                    code: "invalidField",
                    message: "\"limit\" is a whole number from 1 to \(Self.maximumCompletionLimit)")
            }
            limit = whole
        }
        let completions = Matcher(catalog: catalog).completions(
            for: text, locale: try requestLocale(request), limit: limit)
        let rows = JSONOutput.array(completions.map(CompleteCommand.json))
        return "{\"id\":\(id),\"completions\":\(rows.serialized())}"
    }

    /// `reload`: a new compiled catalog file, every session moved to it.
    private mutating func reload(_ request: [String: Any], id: String) throws -> String {
        guard let path = request["catalog"] as? String else {
            throw Failure(code: "missingField", message: "a reload request needs \"catalog\": a compiled catalog file")
        }
        let loaded: Catalog
        do {
            loaded = try Catalog(compiledFile: path)
        } catch {
            throw Failure(code: "reloadFailed", message: "\(error.message); the catalog in use is kept")
        }
        catalog = loaded
        let (kept, reset) = sessions.move(to: loaded)
        let result = JSONOutput.object([
            ("catalog", .string(loaded.fingerprint)), ("sessionsKept", .int(kept)), ("sessionsReset", .int(reset)),
        ])
        return "{\"id\":\(id),\"reloaded\":\(result.serialized())}"
    }

    /// The request's `locale`, as the catalog spells it; else the server's.
    private func requestLocale(_ request: [String: Any]) throws -> String? {
        guard let tag = request["locale"] as? String else { return locale }
        guard let found = catalog.locale(matching: tag) else {
            throw Failure(
                code: "unknownLocale",
                message: "no phrases in locale '\(tag)'; the phrases are in \(catalog.locales.joined(separator: ", "))")
        }
        return found
    }

    /// `value` as JSON text, for echoing a request's `id` (`null` when absent
    /// or not a string, number or boolean).
    private static func serialized(_ value: Any?) -> String {
        guard let value, value is String || value is NSNumber,
            let data = try? JSONSerialization.data(withJSONObject: [value])
        else { return "null" }
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix("["), text.hasSuffix("]") else { return "null" }
        return String(text.dropFirst().dropLast())
    }

    /// The deepest nesting of brackets and braces outside strings in `line`.
    static func nesting(of line: String) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in line.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return deepest
    }
}
