import Foundation
import Testing

@testable import ZoneKit

/// The plain reads answer as the FileManager, Data and NSString calls they replaced.
@Suite struct PlainFilesTests {
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("parkcheck-plain-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/inner", withIntermediateDirectories: true)
        try Data("{\"name\": \"x\"}\n".utf8).write(to: URL(fileURLWithPath: folder + "/city.json"))
        try Data().write(to: URL(fileURLWithPath: folder + "/.hidden"))
        // Larger than one read, so the reading loop goes round.
        try Data((0..<40_000).map { UInt8(truncatingIfNeeded: $0) }).write(to: URL(fileURLWithPath: folder + "/big"))
        return folder
    }

    @Test func aFoldersNamesAreFileManagersNames() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let expected = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(PlainFiles.names(inFolder: folder)?.sorted() == expected)
        #expect(PlainFiles.names(inFolder: folder + "/missing") == nil)
        #expect(PlainFiles.names(inFolder: folder + "/city.json") == nil)
    }

    @Test func aFilesContentsAreDatasContents() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["city.json", ".hidden", "big"] {
            let path = PlainFiles.path(folder, name)
            #expect(try PlainFiles.contents(atPath: path) == Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect {
            try PlainFiles.contents(atPath: folder + "/missing")
        } throws: { error in
            (error as? PlainFiles.ReadError)?.reason == "No such file or directory"
        }
    }

    @Test func foldersFilesAndNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(PlainFiles.isFolder(folder) == true)
        #expect(PlainFiles.isFolder(folder + "/city.json") == false)
        #expect(PlainFiles.isFolder(folder + "/missing") == nil)
        #expect(PlainFiles.exists(folder + "/inner"))
        #expect(!PlainFiles.exists(folder + "/missing"))
    }

    @Test func pathsJoinAsNSStringJoinsThem() {
        for (folder, name) in [("Resources", "cities"), ("Resources/", "cities"), ("/", "cities"), ("", "city.json")] {
            #expect(PlainFiles.path(folder, name) == (folder as NSString).appendingPathComponent(name))
        }
    }

    /// Every Unicode scalar Foundation trims is one `trimmingWhiteSpace` trims, and no other.
    @Test func whiteSpaceIsFoundationsWhitespacesAndNewlines() {
        let foundation = CharacterSet.whitespacesAndNewlines
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if foundation.contains(scalar) != scalar.isWhiteSpaceOrNewline { differing.append(value) }
        }
        #expect(differing == [])
        for text in [" 2026-07-06T08:30\t", "\n\u{3000}8am\u{2029}", "\u{200B}8am", "   ", "", "x", " a b "] {
            #expect(text.trimmingWhiteSpace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}
