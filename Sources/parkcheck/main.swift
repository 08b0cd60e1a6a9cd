import Foundation

let status = Parkcheck(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current()
).run()
exit(status.rawValue)
