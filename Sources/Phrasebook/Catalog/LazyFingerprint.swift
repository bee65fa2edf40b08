import Foundation

/// A catalog's fingerprint (``CatalogFingerprint``), worked out the first
/// time it is read: only a conversation that asks something, or one given
/// a saved state, reads it, so a load or a request resolved at once does
/// not hash every app's, intent's and phrase's names.
final class LazyFingerprint: @unchecked Sendable {
    // Unchecked: `value` and `sources` are read and written only under
    // `lock`, and what `sources` holds is immutable.
    private struct Sources {
        var apps: [AppManifest]
        var phrases: [CompiledPhrase]
        var valueDigests: [[UInt64]]
    }

    private let lock = NSLock()
    private var value: String?
    private var sources: Sources?

    /// The fingerprint of `apps` and `phrases` with their types' value
    /// digests, once asked for.
    init(apps: [AppManifest], phrases: [CompiledPhrase], valueDigests: [[UInt64]]) {
        sources = Sources(apps: apps, phrases: phrases, valueDigests: valueDigests)
    }

    /// The fingerprint, as 16 hexadecimal digits (the same whenever read,
    /// from any thread).
    var fingerprint: String {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made =
            sources.map { CatalogFingerprint.of(apps: $0.apps, phrases: $0.phrases, valueDigests: $0.valueDigests) }
            ?? ""
        value = made
        sources = nil
        return made
    }
}
