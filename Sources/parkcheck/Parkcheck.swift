import Foundation
import ZoneKit

/// One run of the `parkcheck` tool: reads the command line, writes results to standard output and
/// messages to standard error, and says which ``ExitCode`` to end with.
///
/// No parking logic lives here. A lookup answers from a data directory (``ParkingCheck``), or
/// with `--data FILE` which zone the point is in (``ZoneLookup``), both through ZoneKit; a batch
/// answers every row of its input (``BatchRun``); `validate` checks data files
/// (``ValidateCommand``).
struct Parkcheck {
    /// The command-line arguments, without the program name.
    let arguments: [String]
    /// The process environment (`NO_COLOR`, `TERM`).
    let environment: [String: String]

    /// Runs the tool once.
    ///
    /// Ignores SIGPIPE for the process, so that a closed output pipe surfaces as `EPIPE` and the
    /// run can end quietly with status 0.
    func run() -> ExitCode {
        signal(SIGPIPE, SIG_IGN)
        let colorDisabled = Invocation.parser.mentions("no-color", in: arguments)
        let diagnostics = Diagnostics(
            usesColor: Terminal.usesColor(
                isTerminal: Terminal.isTerminal(STDERR_FILENO), environment: environment, isDisabled: colorDisabled))
        var output = BufferedOutput(
            fileDescriptor: STDOUT_FILENO, flushesEachLine: Terminal.isTerminal(STDOUT_FILENO))

        let invocation: Invocation
        do {
            invocation = try Invocation(parsing: arguments)
        } catch {
            diagnostics.error(error.description)
            diagnostics.note(HelpText.hint)
            return .usage
        }
        do throws(OutputError) {
            let status = try perform(invocation, output: &output, diagnostics: diagnostics)
            try output.flush()
            return status
        } catch {
            switch error {
            case .closed:
                return .success
            case .failed(let reason):
                diagnostics.error("cannot write the output: \(reason)")
                return .someInputFailed
            }
        }
    }

    private func perform(
        _ invocation: Invocation, output: inout BufferedOutput, diagnostics: Diagnostics
    ) throws(OutputError) -> ExitCode {
        switch invocation.command {
        case .help:
            try output.write(HelpText.full)
            return .success
        case .version:
            try output.write(Version.text(data: DataLocator(option: invocation.dataFile, environment: environment)))
            return .success
        case .batch(nil) where Terminal.isTerminal(STDIN_FILENO):
            // No input named and a person at the keyboard: waiting for typed lines would look like
            // a hang. `parkcheck -` still reads the terminal on purpose.
            diagnostics.note(HelpText.usage)
            diagnostics.note(HelpText.hint)
            return .usage
        case .batch(let input?):
            if let problem = InputSource(argument: input).unreadableReason, Double(input) != nil {
                // `parkcheck 37.76` is a lookup missing its longitude far more often than a file
                // named "37.76".
                diagnostics.error("\(input) looks like a latitude without a longitude (\(problem))")
                diagnostics.note("give both: parkcheck LAT LON, e.g. parkcheck 37.76 -122.43")
                return .usage
            }
            if let problem = InputSource(argument: input).unreadableReason {
                diagnostics.error(problem + Self.commandHint(for: input))
                return .noInput
            }
            return try runBatch(reading: input, invocation, diagnostics: diagnostics)
        case .batch(nil):
            return try runBatch(reading: "-", invocation, diagnostics: diagnostics)
        case .validate(let files):
            let problems = files.compactMap(InputSource.unreadableReason(path:))
            for problem in problems { diagnostics.error(problem) }
            if !problems.isEmpty { return .noInput }
            return try ValidateCommand(files: files, format: invocation.format).run(
                output: &output, diagnostics: diagnostics)
        case .pack(let directory):
            return try PackCommand(directory: directory, environment: environment).run(
                output: &output, diagnostics: diagnostics)
        case .lookup(let latitude, let longitude):
            return try lookUp(
                Coordinate(latitude: latitude, longitude: longitude), invocation, output: &output,
                diagnostics: diagnostics)
        }
    }

    /// Answers every row of `input` (a path, or `-` for standard input).
    private func runBatch(
        reading input: String, _ invocation: Invocation, diagnostics: Diagnostics
    ) throws(OutputError) -> ExitCode {
        let isOutputTerminal = Terminal.isTerminal(STDOUT_FILENO)
        let batch = BatchRun(
            invocation: invocation, input: InputSource(argument: input),
            format: invocation.isFormatGiven
                ? invocation.format : BatchRun.defaultFormat(outputIsTerminal: isOutputTerminal),
            isOutputTerminal: isOutputTerminal, isErrorTerminal: Terminal.isTerminal(STDERR_FILENO),
            environment: environment, date: Date())
        return try batch.run(diagnostics: diagnostics)
    }

    /// "; did you mean the validate command?" when a missing batch FILE looks like a misspelt command.
    private static func commandHint(for input: String) -> String {
        guard Suggestion.nearest(to: input, among: ["validate"]) != nil else { return "" }
        return "; did you mean 'parkcheck validate FILE'?"
    }
}
