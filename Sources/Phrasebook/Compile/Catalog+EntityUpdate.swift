extension Catalog {
    /// A catalog with the values of entity type `type` of app `app` (its name
    /// or a synonym) replaced by the entities in `text` — a JSON array of
    /// entities, as an `entitiesFile` holds — without compiling the rest
    /// again: only the type's value tries are rebuilt, and only the phrases
    /// of apps that share the app's name are checked for collisions again.
    ///
    /// `path` names the text in diagnostics. Returns the new catalog (this one
    /// is unchanged) with the update's diagnostics, or `nil` with the errors
    /// that refused it: an unknown app or type, an enum, or entities with
    /// errors (each located in `path`).
    ///
    /// - Parameters:
    ///   - app: The app's name or one of its synonyms.
    ///   - type: The entity type whose values are replaced.
    ///   - text: A JSON array of entities.
    ///   - path: The name diagnostics give the text.
    /// - Returns: The updated catalog, or `nil`, with the diagnostics.
    public func replacingEntities(app: String, type: String, json text: String, path: String) -> (
        catalog: Catalog?, diagnostics: [Diagnostic]
    ) {
        EntityUpdate.replacing(in: self, app: app, type: type, text: text, path: path)
    }

    /// ``replacingEntities(app:type:json:path:)`` with the entities read from
    /// the file at `path`; an unreadable or non-text file is a located error.
    ///
    /// - Parameters:
    ///   - app: The app's name or one of its synonyms.
    ///   - type: The entity type whose values are replaced.
    ///   - path: A file holding a JSON array of entities.
    /// - Returns: The updated catalog, or `nil`, with the diagnostics.
    public func replacingEntities(app: String, type: String, entitiesFile path: String) -> (
        catalog: Catalog?, diagnostics: [Diagnostic]
    ) {
        switch ManifestFile.readText(path) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let file):
            return EntityUpdate.replacing(
                in: self, app: app, type: type, text: String(decoding: file.bytes, as: UTF8.self), path: path)
        }
    }
}
