import DataBuild
import Foundation

/// Runs `parkcheck-data`: parses the arguments, runs the build, prints a summary to stdout and
/// diagnostics to stderr, and returns the exit code.
enum DataCommand {
    /// The exit code of a run with `arguments`.
    static func run(arguments: [String]) -> Int32 {
        let parsed: DataCommandArguments.Parsed
        do {
            parsed = try DataCommandArguments.parse(arguments)
        } catch {
            printError("parkcheck-data: \(error.message)\n" + DataCommandArguments.usage)
            return 64
        }
        guard case .build(let options) = parsed else {
            print(DataCommandArguments.usage)
            return 0
        }
        let builder = DataBuilder(
            inputFolder: URL(fileURLWithPath: options.input), outputFolder: URL(fileURLWithPath: options.output))
        do {
            let summary = try builder.run()
            print(SummaryFormatter.text(summary, output: options.output), terminator: "")
            let cities = CityBuilder(
                feedsFolder: URL(fileURLWithPath: options.feeds),
                sanFranciscoInput: URL(fileURLWithPath: options.input),
                outputFolder: URL(fileURLWithPath: options.output))
            for file in try cities.run() {
                print("  wrote \(options.output)/\(file.file) (\(file.bytes) bytes)")
            }
            return 0
        } catch {
            printError("parkcheck-data: error: \(error.description)")
            switch error {
            case .missingInput, .malformedCSV, .malformedJSON, .missingColumn, .sanityChecksFailed: return 65
            case .unreadableFile, .cannotWrite: return 1
            }
        }
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
