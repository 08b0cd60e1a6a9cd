// The process floor: a release Swift program that imports Foundation, reads its arguments and
// writes one line. Whatever parkcheck costs beyond this is its own.
import Foundation

let arguments = ProcessInfo.processInfo.arguments
FileHandle.standardOutput.write(Data("floor \(arguments.count)\n".utf8))
