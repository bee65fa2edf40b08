/// Apple's limits on an app's shortcuts and trigger phrases, and how a
/// phrase's trigger phrases are counted.
extension ManifestValidator {
    /// Apple's limit on App Shortcuts per app.
    static let maximumShortcuts = 10
    /// Apple's limit on trigger phrases per app and locale.
    static let maximumTriggerPhrases = 1000

    /// The trigger phrases `template` stands for: the product of the value
    /// counts of its enum and entity parameters (open slots count once),
    /// `Int.max` when that overflows.
    func triggerPhraseCount(of template: Template, intent: IntentDeclaration) -> Int {
        var count = 1
        for name in template.parameterNames {
            if let parameter = intent.parameter(named: name), let type = resolve(parameter.type) {
                count = count.saturatingProduct(max(type.values.count, 0))
            }
        }
        return count
    }
}
