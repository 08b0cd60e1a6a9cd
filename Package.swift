// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "parkcheck",
    products: [
        .library(name: "ZoneKit", targets: ["ZoneKit"]),
        .executable(name: "parkcheck", targets: ["parkcheck"]),
        .executable(name: "parkcheck-data", targets: ["parkcheck-data"]),
        .executable(name: "parkcheck-bench", targets: ["parkcheck-bench"]),
    ],
    targets: [
        // The library: geometry, R-tree, JSON/GeoJSON, zone files, lookup, rules.
        .target(
            name: "ZoneKit",
            swiftSettings: [
                // Structural invariant checks (R-tree) run in debug builds, so in every test run.
                .define("ZONEKIT_CHECKS", .when(configuration: .debug)),
                // No unsafeFlags here (once -cross-module-optimization): SwiftPM refuses a versioned
                // dependency whose targets use them (issue 17, BENCHMARKS.md).
            ],
            // libm for round/trunc/fma/sin/cos: ZoneKit does not rely on Foundation to pull it in.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Batch work for the executable (package-internal, no product): the row readers (`Input/`),
        // the ordered parallel map. Its generic code (`CoordinateRowParser<Source>`,
        // `OrderedParallelMap`) is specialised where it is used, in this module.
        .target(name: "ParkcheckBatch", dependencies: ["ZoneKit"]),
        // Turns the city's raw exports into the files shipped in Resources/ (`make data`).
        .target(name: "DataBuild", dependencies: ["ZoneKit"]),
        .executableTarget(
            name: "parkcheck", dependencies: ["ZoneKit", "ParkcheckBatch", "CMalloc"],
            // A position-dependent executable on Linux: a PIE's relative relocations (the absolute
            // pointers of Swift's metadata) are applied by ld.so at every start, and a one-shot is
            // mostly start-up; linked at a fixed address, the linker resolves them once. The cost
            // is ASLR for this binary's own image (bench/ANALYSIS.md, "A binary at a fixed address").
            // Release only. These unsafeFlags do not reach ZoneKit's users: SwiftPM checks the
            // targets of the products a client uses, and this target is in no library product.
            linkerSettings: [.unsafeFlags(["-Xlinker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
        ),
        // glibc's malloc.h (malloc_trim), for handing back what a batch's load freed.
        .systemLibrary(name: "CMalloc", path: "Sources/CMalloc"),
        .executableTarget(name: "parkcheck-data", dependencies: ["DataBuild"]),
        // The in-library figures of `make bench` (load time, zone lookups per second).
        .executableTarget(name: "parkcheck-bench", dependencies: ["ZoneKit"]),
        // Shared by the test targets: where ../shared is, a seeded random generator, points exactly
        // on the bundled zones' edges.
        .target(name: "TestSupport", dependencies: ["ZoneKit"], path: "Tests/TestSupport"),
        // Hardening/ also feeds mutated bytes to the batch row reader (ParkcheckBatch).
        .testTarget(name: "ZoneKitTests", dependencies: ["ZoneKit", "ParkcheckBatch", "TestSupport"]),
        .testTarget(name: "ParkcheckBatchTests", dependencies: ["ParkcheckBatch", "ZoneKit", "TestSupport"]),
        .testTarget(name: "DataBuildTests", dependencies: ["DataBuild", "TestSupport"]),
        // Golden/: the recorded answers of GoldenEndToEndTests; Fixtures/: data files the tests read (read at run time, not compiled).
        .testTarget(
            name: "ParkcheckCLITests", dependencies: ["parkcheck", "ParkcheckBatch", "TestSupport"], exclude: ["Golden", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
