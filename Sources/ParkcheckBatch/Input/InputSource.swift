import Foundation
import ZoneKit

/// Where batch input comes from: a file, or standard input for `-` (and for no argument).
package enum InputSource: Sendable, Equatable {
    /// Standard input.
    case standardInput
    /// A file, by the path the user gave.
    case file(String)

    /// The source an argument names: `-` is standard input.
    package init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// How messages name it: `<stdin>` or the path.
    package var displayName: String {
        switch self {
        case .standardInput: return InputLocation.standardInputName
        case .file(let path): return path
        }
    }

    /// Why the source cannot be read, as a sentence, or `nil` when it can (standard input always can).
    package var unreadableReason: String? {
        guard case .file(let path) = self else { return nil }
        return Self.unreadableReason(path: path)
    }

    /// Why the file at `path` cannot be read, or `nil` when it can.
    package static func unreadableReason(path: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return "cannot read '\(path)': no such file"
        }
        if isDirectory.boolValue { return "cannot read '\(path)': it is a directory" }
        if !FileManager.default.isReadableFile(atPath: path) {
            return "cannot read '\(path)': permission denied"
        }
        return nil
    }
}
