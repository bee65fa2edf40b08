import Foundation

/// A resolved outcome's result dialog, kept as what renders it rather than
/// rendered: the catalog, the intent whose result dialog it is, and the time
/// zone dates are shown in; the values and the locale are the outcome's
/// invocation's.
///
/// A request resolved at once (most requests) keeps its
/// dialog so, and ``Outcome/dialog`` renders it when read: a turn whose
/// caller never shows the dialog makes no string for it, and one that does
/// makes the same string as rendering it at once would.
///
/// Only an invocation that holds every value the dialog can show is
/// rendered so: that of a request resolved at once, whose values are set
/// under its intent's parameters' (distinct) names, each in the invocation.
struct DeferredDialog: Sendable {
    /// The catalog the request resolved in.
    let catalog: Catalog
    /// The app's index in the catalog.
    let app: Int
    /// The intent's index in the app.
    let intent: Int
    /// The time zone dates are shown in.
    let timeZone: TimeZone

    /// The dialog rendered with the values of `invocation`, in its locale,
    /// as ``InvocationBuilder/resolved(_:locale:intent:slot:appName:catalog:value:shown:valueAt:trace:)``
    /// renders it: each parameter shown by its value's display, the app's
    /// name translated.
    ///
    /// `nil` when the intent has no result dialog.
    func rendered(with invocation: Invocation) -> String? {
        guard catalog.apps.indices.contains(app), catalog.apps[app].intents.indices.contains(intent),
            let result = catalog.apps[app].intents[intent].result
        else { return nil }
        let locale = invocation.locale
        let catalog = self.catalog
        let app = self.app
        let timeZone = self.timeZone
        return DialogRenderer.render(
            catalog.translate(result, app: app, into: locale), templates: catalog.dialogTemplates,
            slot: catalog.dialogTemplates.slot(app: app, intent: intent),
            shown: { name in invocation[name].map { DialogRenderer.display($0, locale: locale, timeZone: timeZone) } },
            appName: { catalog.translate(catalog.apps[app].app.name, app: app, into: locale) })
    }
}
