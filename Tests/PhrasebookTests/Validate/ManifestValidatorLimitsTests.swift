import Testing

@testable import Phrasebook

/// Apple's limits (``ManifestValidator/maximumTriggerPhrases``) and how
/// trigger phrases are counted.
@Suite struct ManifestValidatorLimitsTests {
    /// An app whose one phrase has five slots of 7,000 values each:
    /// 7000^5 trigger phrases, more than `Int.max`.
    static func fiveSlotsOf7000() -> (fixture: ManifestFixture, slots: String) {
        var fixture = ManifestFixture()
        fixture.rules = "extended"
        fixture.types = ManifestValidatorTests.manySessions(7000)
        let names = ["a", "b", "c", "d", "e"]
        let parameters = names.map { "{ \"name\": \"\($0)\", \"title\": \"\($0)\", \"type\": \"Session\" }" }
        fixture.intents =
            "{ \"StartIntent\": { \"title\": \"Start\", \"parameters\": [\(parameters.joined(separator: ", "))] } }"
        let slots = names.map { "${\($0)}" }.joined(separator: " ")
        fixture.shortcuts = [ManifestFixture.shortcut("StartIntent", ["Start \(slots) in ${applicationName}"])]
        return (fixture, slots)
    }

    @Test func aTriggerPhraseCountTooLargeForIntSaturatesInsteadOfTrapping() throws {
        let manifest = try #require(Self.fiveSlotsOf7000().fixture.load().0)
        let diagnostics = ManifestValidator.validate(manifest)
        let tooMany = try single(.tooManyTriggerPhrases, in: diagnostics)
        #expect(tooMany.message.contains("\(Int.max) trigger phrases"), "\(tooMany.message)")
    }

    @Test func aTranslatedTriggerPhraseCountTooLargeForIntSaturatesInsteadOfTrapping() throws {
        let (fixture, slots) = Self.fiveSlotsOf7000()
        var manifest = try #require(fixture.load().0)
        // The same 7000^5 trigger phrases in a Korean translation.
        var korean = AppLocalization(locale: "ko", shortcutCount: 1)
        korean.shortcutPhrases[0] = [
            LocalizedPhrase(
                text: "${applicationName}에서 \(slots) 시작", key: "Start \(slots) in ${applicationName}", form: .strings,
                location: Phrasebook.SourceLocation(file: "ko.lproj/AppShortcuts.strings", line: 1, column: 1))
        ]
        manifest.localizations["ko"] = korean
        let diagnostics = TranslationValidator.validate(manifest)
        let tooMany = try single(.tooManyTriggerPhrases, in: diagnostics)
        #expect(tooMany.message.contains("\(Int.max) trigger phrases"), "\(tooMany.message)")
    }
}
