import Foundation
import Testing

@testable import parkcheck

/// Where `parkcheck` looks for its data, on folders made here.
@Suite struct DataLocatorTests {
    /// A fresh folder with `bin/`, an installed `share/parkcheck/zones.json`, a bare `elsewhere/`
    /// and a `tree/Resources/zones.json`.
    struct Layout {
        let root: URL
        var executable: String { root.appendingPathComponent("bin/parkcheck").path }
        var installed: String { root.appendingPathComponent("share/parkcheck").path }
        var sourceTree: String { root.appendingPathComponent("tree/Resources").path }

        init(installed: Bool = true, sourceTree: Bool = true) throws {
            root = FileManager.default.temporaryDirectory
                .appendingPathComponent("parkcheck-locator-\(UUID().uuidString)", isDirectory: true)
            var folders = ["bin", "elsewhere"]
            if installed { folders.append("share/parkcheck") }
            if sourceTree { folders.append("tree/Resources") }
            for folder in folders {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            if installed { try Data("{}".utf8).write(to: URL(fileURLWithPath: self.installed + "/zones.json")) }
            if sourceTree { try Data("{}".utf8).write(to: URL(fileURLWithPath: self.sourceTree + "/zones.json")) }
        }

        func locator(option: String? = nil, environment: [String: String] = [:]) -> DataLocator {
            DataLocator(
                option: option, environment: environment, executablePath: executable,
                sourceTreeResources: sourceTree)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func theOptionWinsAndAFileMeansAZoneFile() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let environment = ["PARKCHECK_DATA": layout.sourceTree]
        #expect(
            try layout.locator(option: layout.installed, environment: environment).locate()
                == .directory(layout.installed, foundBy: "--data \(layout.installed)"))
        let zoneFile = layout.installed + "/zones.json"
        #expect(try layout.locator(option: zoneFile).locate() == .zoneFile(zoneFile))
    }

    @Test func theEnvironmentComesBeforeTheInstalledData() throws {
        let layout = try Layout()
        defer { layout.remove() }
        #expect(
            try layout.locator(environment: ["PARKCHECK_DATA": layout.sourceTree]).locate()
                == .directory(layout.sourceTree, foundBy: "PARKCHECK_DATA=\(layout.sourceTree)"))
        #expect(
            try layout.locator(environment: ["PARKCHECK_DATA": ""]).locate()
                == .directory(layout.installed, foundBy: "installed"))
    }

    @Test func theInstalledDataBesideTheExecutableComesBeforeTheSourceTree() throws {
        let layout = try Layout()
        defer { layout.remove() }
        #expect(try layout.locator().locate() == .directory(layout.installed, foundBy: "installed"))
        let bare = try Layout(installed: false)
        defer { bare.remove() }
        #expect(try bare.locator().locate() == .directory(bare.sourceTree, foundBy: "source tree"))
    }

    @Test func aSymlinkedExecutableFindsTheDataOfItsTarget() throws {
        let layout = try Layout()
        defer { layout.remove() }
        try Data().write(to: URL(fileURLWithPath: layout.executable))
        let link = layout.root.appendingPathComponent("elsewhere/parkcheck").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: layout.executable)
        let locator = DataLocator(
            option: nil, environment: [:], executablePath: link, sourceTreeResources: "/nonexistent")
        #expect(try locator.locate() == .directory(layout.installed, foundBy: "installed"))
    }

    @Test func nothingFoundListsEveryPlaceAndHowToPointAtData() throws {
        let layout = try Layout(installed: false, sourceTree: false)
        defer { layout.remove() }
        let error = #expect(throws: DataLocator.NotFound.self) { try layout.locator().locate() }
        let text = try #require(error).description
        #expect(text.hasPrefix("no parking data found; looked in:\n  --data: not given\n  PARKCHECK_DATA: not set\n"))
        #expect(text.contains("  \(layout.installed): no such directory\n"))
        #expect(text.contains("  \(layout.sourceTree) (source tree): no such directory\n"))
        #expect(text.hasSuffix("with --data DIR or PARKCHECK_DATA=DIR, or install it with `make install PREFIX=...`"))
    }

    @Test func anExplicitPlaceThatIsNotThereIsNotSkipped() throws {
        let layout = try Layout()
        defer { layout.remove() }
        let missing = layout.root.appendingPathComponent("missing").path
        #expect(throws: DataLocator.NotFound(places: [("--data \(missing)", "no such file or directory")])) {
            try layout.locator(option: missing).locate()
        }
        let empty = layout.root.appendingPathComponent("elsewhere").path
        #expect(throws: DataLocator.NotFound(places: [("PARKCHECK_DATA=\(empty)", "no zones.json in it")])) {
            try layout.locator(environment: ["PARKCHECK_DATA": empty]).locate()
        }
    }
}
