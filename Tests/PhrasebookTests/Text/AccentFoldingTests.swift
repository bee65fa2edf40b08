import Foundation
import Testing

@testable import Phrasebook

@Suite struct AccentFoldingTests {
    @Test func vietnameseLosesItsTonesAndDiacritics() {
        #expect(AccentFolding.fold("bắt") == "bat")
        #expect(AccentFolding.fold("đầu") == "dau")
        #expect(AccentFolding.fold("thiền") == "thien")
        #expect(AccentFolding.fold("phở") == "pho")
        #expect(AccentFolding.fold("thư") == "thu")
        #expect(AccentFolding.fold("nhiệm") == "nhiem")
    }

    @Test func eitherCompositionFoldsAlike() {
        let composed = "thiền".precomposedStringWithCanonicalMapping
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(composed.unicodeScalars.count != decomposed.unicodeScalars.count)
        #expect(AccentFolding.fold(decomposed) == "thien")
    }

    @Test func asciiIsItsOwnFold() {
        for token in ["walking", "1984", "what's", ""] {
            #expect(AccentFolding.fold(token) == token)
        }
        #expect(AccentFolding.fold("café") == "cafe")
    }

    @Test func otherScriptsDoNotFold() {
        for token in ["도서관", "冥", "あ", "медитация", "caféд"] {
            #expect(AccentFolding.fold(token) == nil, "\(token)")
        }
    }

    /// The fold table (``ScalarFolds``) folds each scalar it covers, and
    /// words of them composed or decomposed, as decomposing the whole word does.
    @Test func theFoldTableFoldsAsDecomposingTheWordDoes() {
        for block in [UInt32(0xC0)...0x24F, 0x300...0x36F, 0x1E00...0x1EFF] {
            for value in block {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let word = "a" + String(scalar) + "b"
                #expect(AccentFolding.fold(word) == AccentFolding.wholeWordFold(word), "\(value)")
            }
        }
        for word in ["thiền", "đường", "nhiệm", "Đức", "phở", "ǅemal", "café", "ꜳa", "ﬁn", "a\u{1DC0}"] {
            for form in [word, word.decomposedStringWithCanonicalMapping, word.precomposedStringWithCanonicalMapping] {
                #expect(AccentFolding.fold(form) == AccentFolding.wholeWordFold(form), "\(form)")
            }
        }
        // A scalar folding to two (a decomposed ligature would) or one the
        // table does not cover falls back to the whole word.
        #expect(AccentFolding.fold("ꜳ") == "ꜳ")
    }
}
