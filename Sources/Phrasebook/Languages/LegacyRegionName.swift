/// The language names old Xcode projects and `Info.plist`s use for a
/// development region (`developmentRegion = English;`,
/// `CFBundleDevelopmentRegion` `German`) as the locale tags the manifest
/// uses; Xcode still accepts them, and projects created long ago keep them.
enum LegacyRegionName {
    /// Each name Xcode once wrote, by its tag.
    static let tags: [String: String] = [
        "English": "en", "German": "de", "French": "fr", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl", "Korean": "ko", "Portuguese": "pt", "Swedish": "sv", "Danish": "da", "Finnish": "fi",
        "Norwegian": "nb", "Russian": "ru", "Polish": "pl", "Chinese": "zh-Hans",
    ]

    /// `region` as a locale tag: a legacy name's tag, anything else as written.
    static func tag(for region: String) -> String {
        tags[region] ?? region
    }
}
