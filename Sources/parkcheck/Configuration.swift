import Foundation
import ZoneKit

/// Defaults a person sets once: `key = value` lines in `$XDG_CONFIG_HOME/parkcheck/config`
/// (`~/.config/parkcheck/config` when `XDG_CONFIG_HOME` is unset), and `PARKCHECK_KEY` environment
/// variables (`PARKCHECK_PERMIT=S,I`), for a few long options. The command line wins over the
/// environment, which wins over the file; `--no-config` ignores both.
///
/// ```
/// # ~/.config/parkcheck/config
/// permit = S, I
/// placard = no
/// format = json
/// ```
///
/// They become options put before the command line's, only for options the command takes and
/// the command line does not give, so everything after reads them as if typed.
struct Configuration {
    /// The options the file and the environment may set (long names).
    static let keys = [
        "permit", "placard", "format", "fields", "data", "threshold", "color", "delimiter", "max-errors",
    ]

    /// Options that stand for another (`--json` gives `format`, `--no-color` gives `color`).
    private static let givenBy = ["json": "format", "no-color": "color"]

    /// A problem in the file, or in a variable, said with its place.
    struct Problem: Error, Equatable, CustomStringConvertible {
        /// `path:line:column`, or the variable's name.
        let place: String
        /// What is wrong, and what to write.
        let message: String

        var description: String { "\(place): \(message)" }
    }

    /// One `key = value` line of the file.
    struct Entry: Equatable {
        let key: String
        let value: String
        let line: Int
        let valueColumn: Int
    }

    /// The environment (`XDG_CONFIG_HOME`, `HOME`, `PARKCHECK_…`).
    let environment: [String: String]

    /// The file's path: `$XDG_CONFIG_HOME/parkcheck/config` (an absolute `XDG_CONFIG_HOME`, as the
    /// XDG Base Directory spec requires), else `$HOME/.config/parkcheck/config`; `nil` without either.
    var path: String? {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/parkcheck/config" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/parkcheck/config"
    }

    /// `arguments` with the options the environment and the file set put before them, and the
    /// command line's ``Invocation`` when nothing was put before it (the caller need not read the
    /// line again).
    ///
    /// A command line that cannot be read, or asks for help or the version, is left as it is (its
    /// own errors come first).
    ///
    /// - Throws: ``Problem`` for a line of the file or a variable that cannot be used.
    func resolve(_ arguments: [String]) throws(Problem) -> (arguments: [String], invocation: Invocation?) {
        let ownOptions = arguments.prefix { $0 != "--" }
        guard !ownOptions.contains("--no-config"),
            let parsed = try? Invocation.parser.parse(arguments),
            let invocation = try? Invocation(parsing: arguments)
        else { return (arguments, nil) }
        let accepted: Set<String>
        switch invocation.command {
        case .help, .version, .completions, .manPage: return (arguments, invocation)
        default: accepted = Set((invocation.command.spec?.acceptedOptions ?? Invocation.options).map(\.name))
        }
        let given = Set(parsed.givenOptions.map { Self.givenBy[$0] ?? $0 })
        let entries = try fileEntries()
        var defaults: [String] = []
        for key in Self.keys where accepted.contains(key) && !given.contains(key) {
            // Not Foundation's replacingOccurrences, whose first use is costly set-up in a one-shot.
            let variable = "PARKCHECK_" + String(key.uppercased().map { $0 == "-" ? "_" : $0 })
            if key != "data", let value = environment[variable] {
                // PARKCHECK_DATA is the data locator's own, read in its place in the search.
                defaults += try option(key, value, place: variable)
            } else if let entry = entries.last(where: { $0.key == key }) {
                if key == "data", environment["PARKCHECK_DATA"].map({ !$0.isEmpty }) == true { continue }
                defaults += try option(
                    key, entry.value, place: "\(path ?? "config"):\(entry.line):\(entry.valueColumn)")
            }
        }
        return defaults.isEmpty ? (arguments, invocation) : (defaults + arguments, nil)
    }

    /// The file's entries; none when it does not exist.
    ///
    /// - Throws: ``Problem`` for a line that is not `key = value` or names no settable option.
    func fileEntries() throws(Problem) -> [Entry] {
        // Most people have no file: `access` says so without FileManager's set-up (a tenth of a
        // one-shot's time in runtime look-ups).
        guard let path, access(path, F_OK) == 0, let data = FileManager.default.contents(atPath: path) else {
            return []
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Problem(place: path, message: "the config file is not UTF-8 text")
        }
        var entries: [Entry] = []
        // CRLF is one Character in Swift: split on line breaks, not on "\n".
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let keyColumn = line.count - trimmed.count + 1
            let place = "\(path):\(index + 1)"
            guard let equals = trimmed.firstIndex(of: "=") else {
                throw Problem(
                    place: "\(place):\(keyColumn)",
                    message: "expected key = value, such as permit = S (a # starts a comment)")
            }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            guard Self.keys.contains(key) else {
                let suggestion = Suggestion.nearest(to: key, among: Self.keys).map { " (did you mean '\($0)'?)" } ?? ""
                throw Problem(
                    place: "\(place):\(keyColumn)",
                    message: "'\(key)' is not a setting\(suggestion); the settings are: "
                        + Self.keys.joined(separator: ", "))
            }
            let afterEquals = trimmed[trimmed.index(after: equals)...]
            let value = afterEquals.trimmingCharacters(in: .whitespaces)
            let valueColumn = line.count - afterEquals.drop { $0 == " " || $0 == "\t" }.count + 1
            entries.append(Entry(key: key, value: value, line: index + 1, valueColumn: valueColumn))
        }
        return entries
    }

    /// The options `key = value` stands for, checked as the command line would check them.
    private func option(_ key: String, _ value: String, place: String) throws(Problem) -> [String] {
        guard let spec = Invocation.options.first(where: { $0.name == key }) else { return [] }
        if spec.kind == .flag {
            switch value.lowercased() {
            case "true", "yes", "on", "1": return ["--\(key)"]
            case "false", "no", "off", "0", "": return []
            default: throw Problem(place: place, message: "\(key) '\(value)': give yes or no")
            }
        }
        let arguments = ["--\(key)", value]
        do throws(UsageError) {
            _ = try Invocation(parsing: ["37.76", "-122.43"] + arguments)
        } catch {
            throw Problem(place: place, message: error.description)
        }
        return arguments
    }
}
