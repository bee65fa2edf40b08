/// One problem the loader or compiler found, with everything a user needs to
/// fix it: where (file, line:column, JSON path), how bad, and what.
///
/// ```swift
/// let catalog = Catalog(directory: "Phrases")
/// for diagnostic in catalog.diagnostics where diagnostic.severity == .error {
///     print(diagnostic)   // Phrases/Tasks/app.json:12:7: error: … [PB010] (at shortcuts[0].phrases[1])
/// }
/// ```
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    ///
    /// ```swift
    /// let errors = catalog.diagnostics.filter { $0.severity == .error }
    /// ```
    public enum Severity: String, Sendable, Codable, Comparable {
        /// A risk or a rule Apple does not enforce; the catalog still works.
        case warning
        /// A problem that leaves part of the catalog out; fix it before shipping.
        case error

        /// Warnings sort before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// Error or warning.
    public internal(set) var severity: Severity
    /// The stable rule code, such as `PB101`.
    public internal(set) var code: DiagnosticCode
    /// What is wrong, in words a user can act on.
    public internal(set) var message: String
    /// The file the problem is in, when there is one.
    public internal(set) var file: String?
    /// Line and column inside `file`, when the text has a position.
    var location: SourceLocation?
    /// The JSON path inside the manifest (`shortcuts[2].phrases[0]`), or empty.
    public internal(set) var jsonPath: String

    /// The line inside ``file`` (from 1), when the text has a position.
    public var line: Int? { location?.line }
    /// The column inside ``file`` (from 1, in characters), when the text has a position.
    public var column: Int? { location?.column }

    /// Creates a diagnostic.
    init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        file: String? = nil, location: SourceLocation? = nil, jsonPath: String = ""
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = location?.file ?? file
        self.location = location
        self.jsonPath = jsonPath
    }

    /// Creates a diagnostic at `file`, `line` and `column`, for a caller
    /// that reports its own problems beside Phrasebook's (a file it could
    /// not read, say) in the same reports.
    ///
    /// - Parameters:
    ///   - severity: Error or warning.
    ///   - code: The rule's code.
    ///   - message: What is wrong, in words a user can act on.
    ///   - file: The file the problem is in, if any.
    ///   - line: The line inside `file` (from 1), if known; needs `file`.
    ///   - column: The column inside `file` (from 1), if known; needs `line`.
    ///   - jsonPath: The JSON path inside a manifest, or empty.
    public init(
        severity: Severity, code: DiagnosticCode, message: String, file: String? = nil, line: Int? = nil,
        column: Int? = nil, jsonPath: String = ""
    ) {
        let location = file.flatMap { file in
            line.map { SourceLocation(file: file, line: $0, column: column ?? 1) }
        }
        self.init(severity, code, message, file: file, location: location, jsonPath: jsonPath)
    }

    /// `path:line:column: error: message [PBnnn] (at json.path)`.
    public var description: String {
        var text = ""
        if let location {
            text = "\(location): "
        } else if let file {
            text = "\(file): "
        }
        text += "\(severity.rawValue): \(message) [\(code.rawValue)]"
        if !jsonPath.isEmpty { text += " (at \(jsonPath))" }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
