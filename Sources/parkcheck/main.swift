import Foundation

let status = Parkcheck(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
).run()
exit(status.rawValue)
