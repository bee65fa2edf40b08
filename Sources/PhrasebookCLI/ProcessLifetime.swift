import Phrasebook

/// Keeps what a command built alive until the process exits.
///
/// The operating
/// system takes a finished process's memory back at once, while releasing a
/// large catalog object by object — every app, type, value and trie — took
/// a noticeable share of a run; a command's catalog lives as long as the
/// process anyway.
enum ProcessLifetime {
    /// Holds a catalog on the heap.
    private final class Holder: Sendable {
        let catalog: Catalog

        init(_ catalog: Catalog) {
            self.catalog = catalog
        }
    }

    /// Keeps `catalog` from being released before the process exits; returns it.
    @discardableResult
    static func keep(_ catalog: Catalog) -> Catalog {
        _ = Unmanaged.passRetained(Holder(catalog))
        return catalog
    }
}
