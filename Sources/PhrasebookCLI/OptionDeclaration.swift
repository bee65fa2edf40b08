/// One command-line option, declared once: its name, the word its value
/// stands for, its help text and default.
///
/// Commands list the options they take
/// (``CommandDeclaration/options``); usage lines, `--help` texts and argument
/// validation are all derived from those lists, so they cannot drift apart.
struct OptionDeclaration: Sendable, Hashable {
    /// The long name, with its dashes (`--phrases`).
    var name: String
    /// A one-letter alias (`-h`), if any.
    var shortName: String?
    /// The word for the option's value in usage lines (`DIR`); `nil` for a flag.
    var valueName: String?
    /// What the option does, shown in `--help`; may span lines.
    var help: String
    /// The value used when the option is absent, shown in `--help`.
    var defaultValue: String?

    /// Whether the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// The same option with a help text that fits one command's use of it.
    func helping(_ text: String) -> OptionDeclaration {
        var option = self
        option.help = text
        return option
    }

    /// The option as a usage line shows it: `[--phrases DIR]`.
    var usage: String {
        "[" + label + "]"
    }

    /// The option and its value name: `--phrases DIR`.
    var label: String {
        valueName.map { "\(name) \($0)" } ?? name
    }

    /// The help text with the default, when there is one.
    var fullHelp: String {
        defaultValue.map { "\(help) (default: ./\($0))" } ?? help
    }
}

extension OptionDeclaration {
    /// `--phrases DIR`: the folder of app folders.
    static let phrases = OptionDeclaration(
        name: "--phrases", valueName: "DIR", help: "the folder of app folders", defaultValue: "Phrases")
    /// `--catalog FILE`: a compiled catalog file to load instead of compiling `--phrases`.
    static let catalog = OptionDeclaration(
        name: "--catalog", valueName: "FILE",
        help: "load this compiled catalog (phrasebook compile -o FILE)\ninstead of compiling the phrases folder")
    /// `-o FILE`: where `compile` writes the compiled catalog file.
    static let output = OptionDeclaration(
        name: "--output", shortName: "-o", valueName: "FILE",
        help: "also write the compiled catalog to FILE (atomically)")
    /// `--corpus PATH`: a corpus file, or the folder of corpus files.
    static let corpus = OptionDeclaration(
        name: "--corpus", valueName: "PATH", help: "a corpus file, or the folder of corpus files",
        defaultValue: "Corpus")
    /// `--filter TEXT`: runs only the corpus cases it picks.
    static let filter = OptionDeclaration(
        name: "--filter", valueName: "TEXT",
        help: "run only the cases whose utterance contains TEXT, or the one\nat TEXT = FILE:LINE (tasks.txt:12)")
    /// `--quiet`: only what failed and the totals.
    static let quiet = OptionDeclaration(
        name: "--quiet", shortName: "-q", help: "print only failures and the totals (text format)")
    /// `--format FORMAT`: how a report is written.
    static let format = OptionDeclaration(
        name: "--format", valueName: "FORMAT",
        help: "text (default), json, junit (JUnit XML), github (GitHub Actions\nannotations) or sarif (SARIF 2.1.0)")
    /// `--html DIR`: where `preview` writes its page.
    static let html = OptionDeclaration(
        name: "--html", valueName: "DIR", help: "write the page to DIR/index.html (required)")
    /// `--max-sessions N`: how many conversations `serve` holds at once.
    static let maximumSessions = OptionDeclaration(
        name: "--max-sessions", valueName: "N",
        help: "hold at most N sessions; the least recently used is dropped\n(default: 10000)")
    /// `--idle SECONDS`: how long `serve` keeps an unused session.
    static let idle = OptionDeclaration(
        name: "--idle", valueName: "SECONDS", help: "drop a session unused this long (default: 1800)")
    /// `--strict`: warnings fail the run.
    static let strict = OptionDeclaration(name: "--strict", help: "warnings fail the run (exit 1) as errors do")
    /// `--record FILE`: the REPL's session written as corpus cases.
    static let record = OptionDeclaration(
        name: "--record", valueName: "FILE",
        help: "write each request of the session to FILE as a corpus case,\nwith its answers and outcome")
    /// `--locale TAG`: restricts a command to one locale.
    static let locale = OptionDeclaration(name: "--locale", valueName: "TAG", help: "match only phrases of this locale")
    /// `--limit N`: how many completions `complete` offers per phrase and values per slot.
    static let limit = OptionDeclaration(
        name: "--limit", valueName: "N", help: "at most N completions, and N values per slot (default: 10)")
    /// `--min PERCENT`: the phrase coverage `coverage` requires.
    static let minimum = OptionDeclaration(
        name: "--min", valueName: "PERCENT", help: "exit 1 when phrase coverage is below PERCENT")
    /// `--swift DIR`: an app's Swift sources, imported in memory instead of `--phrases`.
    static let swift = OptionDeclaration(
        name: "--swift", valueName: "DIR",
        help: "import the app whose Swift sources are in DIR, in memory,\ninstead of reading --phrases")
    /// `--out DIR`: where `import` writes the app's folder.
    static let out = OptionDeclaration(
        name: "--out", valueName: "DIR", help: "the Phrases folder the app's folder is written in",
        defaultValue: "Phrases")
    /// `--app-name NAME`: the app's name when Info.plist takes it from a build setting.
    static let appName = OptionDeclaration(
        name: "--app-name", valueName: "NAME", help: "the app's name, overriding Info.plist's")
    /// `--target NAME`: the Xcode target whose app `import` reads.
    static let target = OptionDeclaration(
        name: "--target", valueName: "NAME", help: "the Xcode app target to import, when the project has several")
    /// `--define FLAG`: a compilation flag `#if` sees set; may be repeated.
    static let define = OptionDeclaration(
        name: "--define", valueName: "FLAG", help: "a flag #if sees set (repeat for several); os(iOS) is always set")
    /// `--check`: compare instead of writing.
    static let check = OptionDeclaration(
        name: "--check",
        help: "compare the Phrases folder with the sources instead of writing;\nexit 1 listing each difference")
    /// `--json`: machine-readable output.
    static let json = OptionDeclaration(name: "--json", help: "machine-readable output (JSON Lines)")
    /// `--exact`: no flexible matching (typos, fillers, other endings).
    static let exact = OptionDeclaration(
        name: "--exact", help: "match exact phrases only: no typos, fillers or other endings")
    /// Every option a command may take besides `--help`, in the order help lists them.
    static let all: [OptionDeclaration] = [
        .phrases, .swift, .catalog, .output, .corpus, .filter, .locale, .exact, .minimum, .out, .appName, .target,
        .define,
        .check, .json, .format, .strict, .quiet, .record, .html, .maximumSessions, .idle, .limit,
    ]
    /// `-h`, `--help`: the command's help; every command takes it.
    static let help = OptionDeclaration(name: "--help", shortName: "-h", help: "help for a command")
}
