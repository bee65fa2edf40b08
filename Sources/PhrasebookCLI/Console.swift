import Foundation
import Phrasebook

/// Where the command writes: standard output and error, with color only on a
/// terminal and never when `NO_COLOR` is set to a non-empty value.
struct Console {
    /// Whether standard output is a terminal.
    let outputIsTerminal: Bool
    /// Whether standard input is a terminal.
    let inputIsTerminal: Bool
    /// Whether to use ANSI color on standard output.
    let useColor: Bool

    /// The console of this process.
    static func current() -> Console {
        // `getenv` reads two variables; `ProcessInfo.environment` copies them all.
        let terminal = isatty(STDOUT_FILENO) == 1
        // NO_COLOR turns color off when set to anything but the empty string
        // (no-color.org); an empty NO_COLOR leaves it on.
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let color = terminal && !noColor && getenv("TERM").map { String(cString: $0) } != "dumb"
        return Console(outputIsTerminal: terminal, inputIsTerminal: isatty(STDIN_FILENO) == 1, useColor: color)
    }

    /// Writes `text` and a newline to standard output (a write error ends
    /// the command: ``StandardStream``), control characters escaped.
    func print(_ text: String) {
        StandardStream.output(safe(text) + "\n")
    }

    /// Writes `text` to standard output with no newline (a prompt marker).
    func write(_ text: String) {
        StandardStream.output(safe(text))
    }

    /// Writes `text` and a newline to standard error, control characters escaped.
    func error(_ text: String) {
        StandardStream.error(safe(text) + "\n")
    }

    /// The ANSI styles this console writes itself (``style(_:_:)``): the only
    /// escape sequences that reach the terminal raw.
    private static let ownStyles = ["0", "1", "2", "31", "32", "33"].map { "\u{1B}[\($0)m" }

    /// `text` with its control characters escaped (``TextStyle/escaped(_:)``,
    /// a no-op on JSON), except the console's own color sequences when color
    /// is on: every line written passes here, so no answer, name or file
    /// content can drive the terminal.
    private func safe(_ text: String) -> String {
        guard useColor else { return TextStyle.escaped(text) }
        var result = ""
        var rest = Substring(text)
        while let escape = rest.unicodeScalars.firstIndex(of: "\u{1B}") {
            result += TextStyle.escaped(String(rest[..<escape]))
            let tail = rest[escape...]
            if let style = Self.ownStyles.first(where: { tail.unicodeScalars.starts(with: $0.unicodeScalars) }) {
                result += style
                rest = Substring(tail.unicodeScalars.dropFirst(style.unicodeScalars.count))
            } else {
                result += TextStyle.escaped("\u{1B}")
                rest = Substring(tail.unicodeScalars.dropFirst())
            }
        }
        return result + TextStyle.escaped(String(rest))
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
