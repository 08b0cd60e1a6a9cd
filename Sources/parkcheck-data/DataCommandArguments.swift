import Foundation

/// The command line of `parkcheck-data`: `[--input DIR] [--feeds DIR] [--output DIR] [--help]`.
struct DataCommandArguments: Equatable {
    /// What the user asked for.
    enum Parsed: Equatable {
        case build(DataCommandArguments)
        case help
    }

    /// A usage error, with its message.
    struct UsageError: Error, Equatable {
        let message: String
    }

    /// The folder of raw exports; default `../shared/data/sf`.
    var input = "../shared/data/sf"
    /// The folder of the other cities' CurbLR feeds; default `../shared/fixtures/curblr`.
    var feeds = "../shared/fixtures/curblr"
    /// The folder to write; default `Resources`.
    var output = "Resources"

    static let usage = """
        usage: parkcheck-data [--input DIR] [--feeds DIR] [--output DIR]

          --input DIR    folder of San Francisco's raw exports (default ../shared/data/sf)
          --feeds DIR    folder of the other cities' CurbLR feeds (default ../shared/fixtures/curblr)
          --output DIR   folder to write the normalised files into (default Resources)
          -h, --help     show this help

        exit codes: 0 built, 64 usage error, 65 bad input data or a failed sanity check, 1 other failure
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var result = DataCommandArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                return .help
            case "--input", "--output", "--feeds":
                guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                    throw UsageError(message: "\(argument) needs a folder")
                }
                if argument == "--input" {
                    result.input = arguments[index + 1]
                } else if argument == "--feeds" {
                    result.feeds = arguments[index + 1]
                } else {
                    result.output = arguments[index + 1]
                }
                index += 2
            default:
                if argument.hasPrefix("--input=") {
                    result.input = String(argument.dropFirst("--input=".count))
                } else if argument.hasPrefix("--feeds=") {
                    result.feeds = String(argument.dropFirst("--feeds=".count))
                } else if argument.hasPrefix("--output=") {
                    result.output = String(argument.dropFirst("--output=".count))
                } else {
                    throw UsageError(message: "unknown argument \"\(argument)\"")
                }
                index += 1
            }
        }
        return .build(result)
    }
}
