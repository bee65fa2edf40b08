import Foundation
import Phrasebook

/// Where the command writes: standard output and error, with color only on a
/// terminal and never when `NO_COLOR` is set.
struct Console {
    /// Whether standard output is a terminal.
    let outputIsTerminal: Bool
    /// Whether standard input is a terminal.
    let inputIsTerminal: Bool
    /// Whether to use ANSI color on standard output.
    let useColor: Bool

    /// The console of this process.
    static func current() -> Console {
        let environment = ProcessInfo.processInfo.environment
        let terminal = isatty(STDOUT_FILENO) == 1
        let color = terminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        return Console(outputIsTerminal: terminal, inputIsTerminal: isatty(STDIN_FILENO) == 1, useColor: color)
    }

    /// Writes `text` and a newline to standard output.
    func print(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    /// Writes `text` to standard output with no newline (a prompt marker).
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` and a newline to standard error.
    func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `text` in bold, when color is on.
    func bold(_ text: String) -> String { styled(text, "1") }
    /// `text` dimmed, when color is on.
    func dim(_ text: String) -> String { styled(text, "2") }
    /// `text` in green, when color is on.
    func green(_ text: String) -> String { styled(text, "32") }
    /// `text` in yellow, when color is on.
    func yellow(_ text: String) -> String { styled(text, "33") }
    /// `text` in red, when color is on.
    func red(_ text: String) -> String { styled(text, "31") }

    /// `text` in `style` (bold, dim or a color), when color is on: the
    /// styling function the library's reports take.
    func style(_ text: String, _ style: TextStyle) -> String {
        switch style {
        case .bold: bold(text)
        case .dim: dim(text)
        case .red: red(text)
        case .green: green(text)
        case .yellow: yellow(text)
        }
    }

    private func styled(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
