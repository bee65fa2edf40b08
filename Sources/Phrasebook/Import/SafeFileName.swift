/// File names made from names a Swift source tree declares (an entity type
/// `` `../../x` ``, a name from `extract.actionsdata`), so that nothing a
/// source says can make `import` write outside the app's folder.
enum SafeFileName {
    /// The longest name kept, in characters, before the extension.
    static let maximumLength = 100

    /// `name` as a file name of letters, digits, `_` and `-` (other
    /// characters dropped), at most ``maximumLength`` long; `fallback` when
    /// nothing is left.
    static func stem(_ name: String, fallback: String) -> String {
        let kept = name.unicodeScalars.filter { scalar in
            scalar == "_" || scalar == "-" || (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
        }
        let stem = String(String.UnicodeScalarView(kept.prefix(maximumLength)))
        return stem.isEmpty || stem.hasPrefix("-") ? fallback : stem
    }

    /// Whether `relative` is a path that stays inside the folder it is
    /// relative to: not absolute, no empty, `.` or `..` component, no
    /// control character.
    static func staysInside(_ relative: String) -> Bool {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\\") else { return false }
        guard !relative.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return false }
        return relative.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
}
