/// An app's user-facing strings in another locale, read from the catalog in
/// place.
extension Catalog {
    /// `text` of app `app` translated into `locale`, as
    /// ``AppManifest/translate(_:into:)`` translates it.
    ///
    /// Reads the app's
    /// tables in place: calling the manifest's method on `apps[app]` copies
    /// the manifest first, a retain and release of each of its fields on
    /// every string a turn shows.
    func translate(_ text: String, app: Int, into locale: String) -> String {
        guard !apps[app].localizations.isEmpty else { return text }
        return apps[app].localizations[locale]?.strings[text] ?? text
    }
}
