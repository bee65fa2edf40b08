import Foundation
import Phrasebook

/// Reads lines from a terminal with the editing people expect at a prompt:
/// left and right, Home and End, backspace and delete, the session's
/// history with up and down, and Tab to complete what was typed.
///
/// The terminal is in raw mode (termios: no echo, no line buffering) only
/// while a line is being read, and is put back as it was before each line
/// is returned; ``begin(descriptor:)`` gives no editor when the descriptor
/// is not a terminal.
struct TerminalLineEditor {
    /// Lines longer than this many characters take no more input.
    static let maximumCharacters = 4_096

    private let descriptor: Int32
    private var history: [String] = []
    private var pending: [UInt8] = []
    private var pendingStart = 0
    private var finished = false

    /// The state of the line being read.
    private struct Line {
        var characters: [Character] = []
        var cursor = 0
        var historyIndex: Int
        var draft: [Character] = []
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// An editor of the terminal at `descriptor`, or `nil` when it is not
    /// a terminal whose settings can be read.
    static func begin(descriptor: Int32 = STDIN_FILENO) -> TerminalLineEditor? {
        var settings = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &settings) == 0 else { return nil }
        return TerminalLineEditor(descriptor: descriptor)
    }

    /// The next line typed after `prompt`, or `nil` at the end of input.
    ///
    /// The prompt is written as it is (the caller styles it); Ctrl-D on an
    /// empty line ends the input. Tab asks `complete` for the whole lines that finish the text typed.
    mutating func readLine(prompt: String, complete: (String) -> [String]) -> String? {
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN | ISIG)
        raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(descriptor, TCSANOW, &raw)
        defer { tcsetattr(descriptor, TCSANOW, &original) }

        var line = Line(historyIndex: history.count)
        Self.emit(prompt)
        while let key = nextKey() {
            switch key {
            case .enter:
                Self.emit("\r\n")
                let text = String(line.characters)
                if !text.trimmingCharacters(in: .whitespaces).isEmpty, history.last != text { history.append(text) }
                return text
            case .endOfInput:
                guard line.characters.isEmpty else {
                    if line.cursor < line.characters.count { line.characters.remove(at: line.cursor) }
                    break
                }
                Self.emit("\r\n")
                return nil
            case .interrupt:
                Self.emit("^C\r\n")
                line = Line(historyIndex: history.count)
            case .text(let characters):
                let room = Self.maximumCharacters - line.characters.count
                let added = characters.prefix(max(room, 0))
                line.characters.insert(contentsOf: added, at: line.cursor)
                line.cursor += added.count
            case .backspace:
                if line.cursor > 0 {
                    line.cursor -= 1
                    line.characters.remove(at: line.cursor)
                }
            case .delete:
                if line.cursor < line.characters.count { line.characters.remove(at: line.cursor) }
            case .left: line.cursor = max(line.cursor - 1, 0)
            case .right: line.cursor = min(line.cursor + 1, line.characters.count)
            case .home: line.cursor = 0
            case .end: line.cursor = line.characters.count
            case .killToEnd: line.characters.removeSubrange(line.cursor...)
            case .killToStart:
                line.characters.removeSubrange(..<line.cursor)
                line.cursor = 0
            case .up:
                guard line.historyIndex > 0 else { break }
                if line.historyIndex == history.count { line.draft = line.characters }
                line.historyIndex -= 1
                line.characters = Array(history[line.historyIndex])
                line.cursor = line.characters.count
            case .down:
                guard line.historyIndex < history.count else { break }
                line.historyIndex += 1
                line.characters =
                    line.historyIndex == history.count ? line.draft : Array(history[line.historyIndex])
                line.cursor = line.characters.count
            case .tab:
                tab(&line, prompt: prompt, complete: complete)
            case .ignored:
                break
            }
            redraw(line, prompt: prompt)
        }
        Self.emit("\r\n")
        return nil
    }

    /// Completes `line`: one choice replaces it (up to an open slot's `…`);
    /// several are listed below it, and their common start replaces it
    /// when longer; none rings the bell.
    private func tab(_ line: inout Line, prompt: String, complete: (String) -> [String]) {
        let typed = String(line.characters)
        var choices: [String] = []
        for choice in complete(typed) where !choices.contains(choice) { choices.append(choice) }
        guard let first = choices.first else {
            Self.emit("\u{7}")
            return
        }
        let replacement: [Character]
        if choices.count == 1 {
            replacement = Array(first.prefix { $0 != "…" })
        } else {
            var common = Array(first)
            for choice in choices.dropFirst() {
                let characters = Array(choice)
                var shared = 0
                while shared < min(common.count, characters.count), common[shared] == characters[shared] { shared += 1 }
                common.removeSubrange(shared...)
            }
            replacement = common.count > line.characters.count ? Array(common.prefix { $0 != "…" }) : line.characters
            Self.emit("\r\n" + choices.map(TextStyle.escaped).joined(separator: "\r\n") + "\r\n")
        }
        if replacement.count >= line.characters.count {
            line.characters = replacement
            line.cursor = replacement.count
        }
    }

    /// Writes the prompt and the line again, the cursor where it stands.
    private func redraw(_ line: Line, prompt: String) {
        let text = TextStyle.escaped(String(line.characters))
        var output = "\r" + prompt + text + "\u{1B}[K"
        let back = line.characters[line.cursor...].reduce(0) { $0 + Self.columns(of: $1) }
        if back > 0 { output += "\u{1B}[\(back)D" }
        Self.emit(output)
    }

    /// How many columns a terminal gives `character`: two for the wide
    /// scripts (Hangul, kana, Han, full-width forms), else one.
    private static func columns(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    /// Writes `text` to the terminal as it is (escape sequences included).
    private static func emit(_ text: String) {
        StandardStream.output(text)
    }

    /// What a key or keys pressed ask for.
    private enum Key {
        case text([Character])
        case enter, tab, backspace, delete, left, right, home, end, up, down
        case killToEnd, killToStart, interrupt, endOfInput, ignored
    }

    /// The next key from the terminal, or `nil` at the end of input.
    private mutating func nextKey() -> Key? {
        guard let byte = nextByte() else { return nil }
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x7F, 0x08: return .backspace
        case 0x01: return .home
        case 0x05: return .end
        case 0x02: return .left
        case 0x06: return .right
        case 0x10: return .up
        case 0x0E: return .down
        case 0x0B: return .killToEnd
        case 0x15: return .killToStart
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x1B: return escapeSequence()
        case 0x00..<0x20: return .ignored
        default: return text(startingWith: byte)
        }
    }

    /// The key of an escape sequence (`ESC [ A`, `ESC O H`, `ESC [ 3 ~`).
    private mutating func escapeSequence() -> Key {
        guard let kind = nextByte(), kind == UInt8(ascii: "[") || kind == UInt8(ascii: "O") else { return .ignored }
        var parameters: [UInt8] = []
        while let byte = nextByte() {
            guard (0x20...0x3F).contains(byte) else {
                switch (byte, String(decoding: parameters, as: UTF8.self)) {
                case (UInt8(ascii: "A"), _): return .up
                case (UInt8(ascii: "B"), _): return .down
                case (UInt8(ascii: "C"), _): return .right
                case (UInt8(ascii: "D"), _): return .left
                case (UInt8(ascii: "H"), _): return .home
                case (UInt8(ascii: "F"), _): return .end
                case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return .home
                case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return .end
                case (UInt8(ascii: "~"), "3"): return .delete
                default: return .ignored
                }
            }
            parameters.append(byte)
            if parameters.count > 16 { return .ignored }
        }
        return .ignored
    }

    /// The characters of the UTF-8 sequence that starts with `lead`; a
    /// byte that starts no valid sequence is ignored.
    private mutating func text(startingWith lead: UInt8) -> Key {
        let length =
            switch lead {
            case 0x00..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 0
            }
        guard length > 0 else { return .ignored }
        var bytes = [lead]
        while bytes.count < length, let byte = nextByte() { bytes.append(byte) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .ignored }
        return .text(Array(text))
    }

    /// The next byte typed, or `nil` at the end of input.
    private mutating func nextByte() -> UInt8? {
        if pendingStart >= pending.count {
            guard !finished else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4_096)
            var count = -1
            repeat {
                count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            } while count < 0 && errno == EINTR
            guard count > 0 else {
                finished = true
                return nil
            }
            pending = Array(chunk[0..<count])
            pendingStart = 0
        }
        defer { pendingStart += 1 }
        return pending[pendingStart]
    }
}
