import DataBuild
import Foundation

let exitCode = DataCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(exitCode)
