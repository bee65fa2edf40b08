import Foundation

/// Fuzz target: a dialog — the first line an utterance, the others answers —
/// played against the sample apps, once in every locale and once in the
/// locale the input's first byte picks.
func fuzzDialog(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    let text = FuzzInput.text(data, size)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var conversation = FuzzInput.conversation()
    FuzzInput.play(lines, in: &conversation)
    let pick = Int(FuzzInput.bytes(data, size).first ?? 0) % FuzzInput.locales.count
    var localized = FuzzInput.conversation(locale: FuzzInput.locales[pick])
    FuzzInput.play(lines, in: &localized)
}
