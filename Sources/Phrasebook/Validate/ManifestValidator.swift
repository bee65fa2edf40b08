import Foundation

/// Checks a manifest against the compile rules and reports every
/// problem at once, each with its file, line:column and JSON path.
///
/// This file is the driver; each family of rules is an extension in a file
/// of its own: the app (`+AppRules`), types and values (`+TypeRules`),
/// intents and parameters (`+IntentRules`), shortcuts and phrases
/// (`+ShortcutRules`, which applies Apple's limits), and the limits with
/// how trigger phrases are counted (`+Limits`).
struct ManifestValidator {
    /// The manifest checked.
    let manifest: AppManifest
    /// The problems found so far.
    private(set) var diagnostics: [Diagnostic] = []

    /// Every problem in `manifest`.
    static func validate(_ manifest: AppManifest) -> [Diagnostic] {
        var validator = ManifestValidator(manifest: manifest)
        validator.run()
        return validator.diagnostics
    }

    init(manifest: AppManifest) {
        self.manifest = manifest
    }

    // MARK: Reporting

    /// Whether Apple's rules apply (not the extended ones).
    var isApple: Bool { manifest.rules == .apple }

    /// Reports a problem at `path`, `column` scalars into its string when given.
    mutating func report(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, _ path: JSONPath, column: Int? = nil
    ) {
        var location = manifest.sourceMap.location(of: path)
        if let column, let base = location {
            location = base.advanced(by: column + 1)
        }
        diagnostics.append(
            Diagnostic(severity, code, message, file: manifest.path, location: location, jsonPath: path.description))
    }

    /// An Apple rule: an error under `apple`, a warning under `extended`.
    var appleSeverity: Diagnostic.Severity { isApple ? .error : .warning }

    // MARK: Rules

    /// Runs every rule family on the manifest.
    private mutating func run() {
        checkApp()
        checkTypes()
        checkIntents()
        checkShortcuts()
        checkNegativePhrases()
        diagnostics += TranslationValidator.validate(manifest)
    }
}
