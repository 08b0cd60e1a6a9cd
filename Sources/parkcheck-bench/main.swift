import Foundation

// `parkcheck-bench DATA_DIR POINTS_FILE`: the in-library figures of `make bench`.
exit(LookupBenchmark(arguments: Array(CommandLine.arguments.dropFirst())).run())
