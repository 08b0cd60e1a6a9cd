// swift-tools-version:6.0
import PackageDescription

// A client of ZoneKit, as another program would be one: it depends on this repository by path.
// Depending on a released version instead: `.package(url: "https://…/parkcheck.git", from: "1.0.0")`
// (scripts/check_library_client.sh checks that form against a tagged clone).
let package = Package(
    name: "QuickAnswer",
    dependencies: [.package(name: "parkcheck", path: "../..")],
    targets: [
        .executableTarget(name: "QuickAnswer", dependencies: [.product(name: "ZoneKit", package: "parkcheck")])
    ],
    swiftLanguageModes: [.v6]
)
