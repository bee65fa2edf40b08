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
}
