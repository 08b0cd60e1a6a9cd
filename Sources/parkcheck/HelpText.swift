/// The text of `parkcheck --help` and of each command's help, generated from
/// ``Invocation/options``, ``CommandSpec/all`` and ``ExitCode`` — the lists the man page
/// (``ManPage``) is generated from too, so the two cannot drift apart.
///
/// `--help` fits one screen; the full option list, the input forms and where data is found are
/// in the man page.
enum HelpText {
    /// The one-line reminder printed after a usage error.
    static let hint = "Try 'parkcheck --help' for more information."

    /// The reminder after a usage error in `arguments`: the command's help when a command was
    /// named (`parkcheck validate --help`), else parkcheck's.
    static func hint(for arguments: [String]) -> String {
        guard let first = arguments.first(where: { !ArgumentParser.isOption($0) }), CommandSpec.named(first) != nil
        else { return hint }
        return "Try 'parkcheck \(first) --help' for more information."
    }

    /// The usage lines, also printed when `parkcheck` is run bare on a terminal.
    static var usage: String {
        let forms =
            [
                ("parkcheck LAT LON [options]", "one answer for one place"),
                ("parkcheck [FILE... | -] [options]", "an answer per line of each FILE or stdin"),
            ] + CommandSpec.all.map { ($0.usage, $0.summary) }
        return "Usage:\n" + table(forms, indent: 2)
    }

    /// The whole help text, ending in a newline.
    static var full: String {
        let brief = Invocation.options.filter(\.isInBriefHelp)
        // Options of one subcommand (`near: …`, `upgrade: …`) are in that command's help.
        let others = Invocation.options.filter { option in
            !option.isInBriefHelp && !CommandSpec.all.contains { option.summary.hasPrefix($0.name + ":") }
        }.map { option in
            option.shortName.map { "-\($0)/\(option.spelling)" } ?? option.spelling
        }
        return """
            parkcheck — may I park here, and until when? Offline: SF, Portland, Austin.

            \(usage)

            Example: parkcheck 37.76 -122.43 --permit Q --at 2026-11-23T06:00

            Options:
            \(optionTable(brief))
            \(wrap("Also: " + others.joined(separator: " "), width: 80, indent: "  "))

            Exit status: 0 answered (--exit-status: yes), 1 some input failed (no), 2 only
            conditionally, 3 unknown, 64 usage, 65 bad data, 66 no input, 73/74 cannot
            write, 78 bad config.
            Every option, input form, data location and exit status: man parkcheck
            (or parkcheck man | man -l -). A command's help: parkcheck help COMMAND.

            """
    }

    /// The help of one command, ending in a newline.
    static func help(for command: CommandSpec) -> String {
        """
        Usage: \(command.usage) [options]

        \(wrap(command.description, width: 80, indent: ""))

        Options:
        \(optionTable(command.acceptedOptions))

        See 'man parkcheck' for more.

        """
    }

    /// The summary of each exit status, for the man page.
    static func summary(of code: ExitCode) -> String {
        switch code {
        case .success:
            return "answered, whatever the answer (also when the output is closed early, as by head); "
                + "with --exit-status: you may park now"
        case .someInputFailed:
            return "some input could not be answered (each is reported); with --exit-status: the answer is no; "
                + "with --fail-on-no: some answer is no, or unknown (unless --allow-unknown)"
        case .onlyConditionally: return "with --exit-status: only conditionally (pay the meter, display the placard)"
        case .answerUnknown:
            return "with --exit-status: unknown (no curb within reach, curbs that disagree, outside the data)"
        case .usage: return "the command line is wrong (also an unknown permit, an unreadable --at or --side)"
        case .dataError: return "a data file is not valid data (each problem at file:line:column)"
        case .noInput: return "an input or data file cannot be read, or no data was found"
        case .cannotCreate: return "parkcheck pack cannot write the pack file, or --output its file"
        case .configError: return "the config file or a PARKCHECK_ default cannot be used (its place is named)"
        case .ioError: return "writing the results failed (a full disk, an I/O error): they are incomplete"
        }
    }

    private static func optionTable(_ options: [OptionSpec]) -> String {
        table(options.map { ($0.synopsis, $0.summary) }, indent: 2)
    }

    /// Rows of two columns, the second aligned (and left out when empty), wrapped within 80
    /// columns under itself.
    private static func table(_ rows: [(String, String)], indent: Int) -> String {
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        let hanging = String(repeating: " ", count: indent + width)
        return rows.map { left, right in
            let line = String(repeating: " ", count: indent) + left
            guard !right.isEmpty else { return line }
            return wrap(line + String(repeating: " ", count: width - left.count) + right, width: 80, indent: hanging)
        }.joined(separator: "\n")
    }

    /// `text` broken at spaces into lines of at most `width` characters, every line after the
    /// first starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var rest = Substring(text)
        var prefix = ""
        // Greedy, at the last space that fits; the spacing inside a line (aligned columns) is kept.
        while prefix.count + rest.count > width {
            let room = width - prefix.count
            guard let cut = rest.prefix(room + 1).lastIndex(of: " "), rest[..<cut].contains(where: { $0 != " " })
            else { break }
            var head = rest[..<cut]
            while head.last == " " { head = head.dropLast() }
            lines.append(prefix + head)
            rest = rest[rest.index(after: cut)...].drop { $0 == " " }
            prefix = indent
        }
        lines.append(prefix + rest)
        return lines.joined(separator: "\n")
    }
}
