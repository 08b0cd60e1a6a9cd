import Foundation
import ParkcheckBatch
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
        let clock = ContinuousClock()
        let start = clock.now
        var invocation: Invocation
        let effective: (arguments: [String], invocation: Invocation?)
        do throws(Configuration.Problem) {
            effective = try Configuration(environment: environment).resolve(arguments)
        } catch {
            makeDiagnostics(color: Invocation.colorChoice(scanning: arguments)).error(error.description)
            return .configError
        }
        do {
            if let parsed = effective.invocation {
                invocation = parsed
            } else {
                invocation = try Invocation(parsing: effective.arguments)
            }
            // `--at now`, `+2h`, `tomorrow 08:00`: the time they name, by the clock (or PARKCHECK_NOW).
            let now = try RelativeTime.now(environment: environment)
            if let typed = invocation.time, let resolved = try RelativeTime.resolve(typed, now: now) {
                invocation.time = resolved
                invocation.timeInWords = typed
            }
        } catch {
            // The line is wrong somewhere: honour what can be read of --color for the message.
            let diagnostics = makeDiagnostics(color: Invocation.colorChoice(scanning: arguments))
            diagnostics.error(error.description)
            diagnostics.note(HelpText.hint(for: arguments))
            return .usage
        }
        let diagnostics = makeDiagnostics(
            color: invocation.color, isQuiet: invocation.isQuiet, isVerbose: invocation.isVerbose)
        if let path = invocation.outputFile, path != "-", !invocation.command.writesItsOwnOutput {
            // Opening the output empties it: an output that is one of the run's own inputs would
            // be lost before a byte of it was read.
            if let input = Self.inputsRead(by: invocation).first(where: { Self.isSameFile(path, $0) }) {
                diagnostics.error(
                    "--output '\(path)' is the same file as the input '\(input)': writing it would empty it "
                        + "before it is read; write the answers to another file")
                return .usage
            }
            if let problem = Self.redirectStandardOutput(to: path) {
                diagnostics.error("cannot write '\(path)' (--output): \(problem)")
                return .cannotCreate
            }
        }
        var output = BufferedOutput(
            fileDescriptor: STDOUT_FILENO, flushesEachLine: Terminal.isTerminal(STDOUT_FILENO))
        switch invocation.command {
        case .lookup, .near, .validate, .cities:
            output.isASCIIOnly = invocation.format == .text && !ASCIIText.isUTF8Locale(environment)
        default: break
        }
        defer { diagnostics.verbose("done in \(DataLoader.shown(clock.now - start))") }
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
                return .ioError
            }
        }
    }

    /// The time it is: the system clock, or `PARKCHECK_NOW` (checked when the run starts).
    func clock() -> Date {
        (try? RelativeTime.now(environment: environment)) ?? Date()
    }

    private func makeDiagnostics(color: ColorChoice, isQuiet: Bool = false, isVerbose: Bool = false) -> Diagnostics {
        Diagnostics(
            usesColor: Terminal.usesColor(
                isTerminal: Terminal.isTerminal(STDERR_FILENO), environment: environment, choice: color),
            isQuiet: isQuiet, isVerbose: isVerbose)
    }

    /// The files a run reads: its inputs and the feed it answers from (standard input is none).
    static func inputsRead(by invocation: Invocation) -> [String] {
        var files: [String] = []
        switch invocation.command {
        case .batch(let inputs): files = inputs
        case .validate(let paths): files = paths
        case .nearBatch(let input): files = [input]
        default: break
        }
        if let feed = invocation.dataFile { files.append(feed) }
        return files.filter { $0 != "-" }
    }

    /// Whether `a` and `b` name one file (the same device and inode: through links too). A path
    /// that does not exist is no file yet, so never the same.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Points standard output at `path` (created, or emptied), as `> path` would: everything that
    /// writes results then writes there, and sees a file, not a terminal.
    ///
    /// - Returns: `nil`, or why the file cannot be written.
    private static func redirectStandardOutput(to path: String) -> String? {
        let fileDescriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fileDescriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fileDescriptor) }
        guard dup2(fileDescriptor, STDOUT_FILENO) >= 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    private func perform(
        _ invocation: Invocation, output: inout BufferedOutput, diagnostics: Diagnostics
    ) throws(OutputError) -> ExitCode {
        if invocation.listsFields, invocation.command.spec == nil {
            let fields: [String]
            switch invocation.command {
            case .lookup(let latitude, let longitude):
                // A lookup's record has no input row: no line, id or error. A city's curbs have
                // fields of their own.
                let point = Coordinate(latitude: latitude, longitude: longitude)
                if CityRouting.answersFromCurbs(point, invocation: invocation, environment: environment) {
                    fields = CurbCheck.recordFields
                } else {
                    fields = invocation.isZoneOnly ? ZoneLookup.recordFields : ParkingCheck.recordFields
                }
            default:
                // Records name their input when several are named.
                var namesFile = false
                if case .batch(let inputs) = invocation.command { namesFile = inputs.count > 1 }
                let shape =
                    invocation.isZoneOnly
                    ? BatchZoneAnswer.shape(keeping: invocation.keep, namesFile: namesFile)
                    : BatchRecordShape(answer: BatchParkingAnswer.example, kept: invocation.keep, namesFile: namesFile)
                // --city naming a city with curbs: every row's record is the curb answer's.
                if !invocation.isZoneOnly, invocation.city != nil,
                    CityRouting.answersFromCurbs(
                        Coordinate(latitude: 0, longitude: 0), invocation: invocation, environment: environment)
                {
                    fields = BatchCityEngine.curbShape(like: shape).fields
                } else if !invocation.isZoneOnly, invocation.city == nil,
                    CityRouting.hasCurbCities(invocation: invocation, environment: environment)
                {
                    // Rows may be San Francisco's or a city's: both answers' fields (BatchCityEngine).
                    fields = BatchCityEngine.mixedFields(sanFrancisco: shape)
                } else {
                    fields = shape.fields
                }
            }
            try output.write(fields.map { $0 + "\n" }.joined())
            return .success
        }
        switch invocation.command {
        case .help(let topic):
            try output.write(topic.flatMap(CommandSpec.named).map(HelpText.help(for:)) ?? HelpText.full)
            return .success
        case .completions(let shell):
            try output.write(CompletionScript.script(for: shell))
            return .success
        case .manPage:
            try output.write(ManPage.roff)
            return .success
        case .version:
            try output.write(Version.text(data: DataLocator(option: invocation.dataFile, environment: environment)))
            return .success
        case .batch(let inputs) where inputs.isEmpty && Terminal.isTerminal(STDIN_FILENO):
            // No input named and a person at the keyboard: waiting for typed lines would look like
            // a hang. `parkcheck -` still reads the terminal on purpose.
            diagnostics.note(HelpText.usage)
            diagnostics.note(HelpText.hint)
            return .usage
        case .batch(let inputs) where inputs.count > 1:
            // Each input that cannot be read is said by name; the others are answered.
            let readable = inputs.filter { input in
                guard let problem = InputSource(argument: input).unreadableReason else { return true }
                diagnostics.error(problem + Self.commandHint(for: input))
                return false
            }
            if readable.isEmpty { return .noInput }
            return try runBatch(
                reading: readable, invocation, namesFiles: true, unreadable: inputs.count - readable.count,
                diagnostics: diagnostics)
        case .batch(let inputs):
            guard let input = inputs.first else {
                return try runBatch(reading: ["-"], invocation, diagnostics: diagnostics)
            }
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
            return try runBatch(reading: [input], invocation, diagnostics: diagnostics)
        case .validate(let files):
            let problems = files.filter { $0 != "-" }.compactMap(InputSource.unreadableReason(path:))
            for problem in problems { diagnostics.error(problem) }
            if !problems.isEmpty { return .noInput }
            return try ValidateCommand(files: files, format: invocation.format, isStrict: invocation.isStrict).run(
                output: &output, diagnostics: diagnostics)
        case .upgrade(let feed):
            return try UpgradeCommand(feed: feed, invocation: invocation).run(
                output: &output, diagnostics: diagnostics)
        case .pack(let directory):
            return try PackCommand(directory: directory, environment: environment).run(
                output: &output, diagnostics: diagnostics)
        case .cities:
            return try CitiesCommand(invocation: invocation, environment: environment).run(
                output: &output, diagnostics: diagnostics)
        case .near(let latitude, let longitude):
            return try NearCommand(
                point: Coordinate(latitude: latitude, longitude: longitude), invocation: invocation,
                environment: environment, now: clock()
            ).run(output: &output, diagnostics: diagnostics)
        case .nearBatch(let input):
            return try NearBatch(
                input: InputSource(argument: input), invocation: invocation, environment: environment, now: Date()
            ).run(output: &output, diagnostics: diagnostics)
        case .lookup(let latitude, let longitude):
            return try lookUp(
                Coordinate(latitude: latitude, longitude: longitude), invocation, output: &output,
                diagnostics: diagnostics)
        }
    }

    /// Answers every row of `inputs` (paths, or `-` for standard input), one after the other; with
    /// `namesFiles`, records name the input of their row; `unreadable` inputs were named but cannot
    /// be read (already said).
    private func runBatch(
        reading inputs: [String], _ invocation: Invocation, namesFiles: Bool = false, unreadable: Int = 0,
        diagnostics: Diagnostics
    ) throws(OutputError) -> ExitCode {
        let isOutputTerminal = Terminal.isTerminal(STDOUT_FILENO)
        var batch = BatchRun(
            invocation: invocation, inputs: inputs.map(InputSource.init(argument:)),
            format: invocation.isFormatGiven
                ? invocation.format : BatchRun.defaultFormat(outputIsTerminal: isOutputTerminal),
            isOutputTerminal: isOutputTerminal,
            isErrorTerminal: Terminal.isTerminal(STDERR_FILENO) || Terminal.progressTestStep(environment) != nil,
            environment: environment, date: clock())
        // `--fields file` names it for one input too (a script's glob may match one file).
        batch.namesFiles = namesFiles || invocation.fields.contains(BatchRecordShape.fileKey)
        batch.unreadableInputs = unreadable
        return try batch.run(diagnostics: diagnostics)
    }

    /// "; did you mean 'parkcheck validate FILE...'?" when a missing batch FILE looks like a
    /// misspelt command.
    private static func commandHint(for input: String) -> String {
        // A picture is a format, not a command: `parkcheck map` is nearest to `man`, not meant.
        if ["map", "maps", "svg", "html", "picture", "draw"].contains(input.lowercased()) {
            return "; a map is a format of a lookup: parkcheck LAT LON --format svg (or html), "
                + "or parkcheck near LAT LON --format svg"
        }
        guard let name = Suggestion.nearest(to: input, among: CommandSpec.all.map(\.name)),
            let spec = CommandSpec.named(name)
        else { return "" }
        let form = spec.usage.split(separator: " ").filter { !$0.hasPrefix("[") }.joined(separator: " ")
        return "; did you mean '\(form)'?"
    }
}
