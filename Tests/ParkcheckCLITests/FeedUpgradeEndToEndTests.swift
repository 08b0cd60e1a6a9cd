import Foundation
import Testing

/// `parkcheck upgrade` on feeds the tests write in each dialect of published CurbLR exports: each
/// is upgraded, validated, and answered as the hand-written CurbLR 1.1 feed it stands for, at the
/// same place and times; what cannot be decided is refused with its place, and nothing written.
@Suite struct FeedUpgradeEndToEndTests {
    /// No parking 07:00–09:00 on weekdays wins over paid parking 08:00–18:00 every day (2 h).
    static var standard: WrittenFeed {
        WrittenFeed(regulations: [
            WrittenFeed.regulation(
                ["activity": "no parking", "priorityCategory": "no parking"],
                [
                    "timeSpans": [
                        [
                            "daysOfWeek": ["days": ["mo", "tu", "we", "th", "fr"]],
                            "timesOfDay": [["from": "07:00", "to": "09:00"]],
                        ]
                    ]
                ]),
            WrittenFeed.regulation(
                ["activity": "parking", "priorityCategory": "parking", "maxStay": 120, "payment": true],
                [
                    "timeSpans": [
                        [
                            "daysOfWeek": ["days": ["mo", "tu", "we", "th", "fr", "sa", "su"]],
                            "timesOfDay": [["from": "08:00", "to": "18:00"]],
                        ]
                    ],
                    "payment": ["rates": [["fees": [2], "durations": [60]]]],
                ]),
        ])
    }

    /// Before, during each rule, and overnight: Tue 06:30, 08:30, 10:00, Sat 10:00, Sun 20:00.
    static let times = [
        "2026-11-24T06:30", "2026-11-24T08:30", "2026-11-24T10:00", "2026-11-28T10:00", "2026-11-29T20:00",
    ]
    static let fields =
        "verdict,verdictReason,parkUntil.time,parkUntil.reason,bindingRegulation.activity,"
        + "bindingRegulation.when,bindingRegulation.maxStayMinutes,bindingRegulation.paymentRequired"

    /// The answers at ``times``, one CSV record each.
    func answers(_ path: String) throws -> [String] {
        try Self.times.map { time in
            let run = try runParkcheck(
                WrittenFeed.point + ["--data", path, "--at", time, "--format", "csv", "--fields", Self.fields])
            #expect(run.status == 0, "\(time): \(run.stderr)")
            return run.stdout
        }
    }

    /// Every regulation of `root` rewritten by `transform`.
    static func regulations(
        of root: [String: Any], _ transform: (Int, [String: Any]) -> [String: Any]
    ) -> [String: Any] {
        var root = root
        var features = root["features"] as? [[String: Any]] ?? []
        for index in features.indices {
            var properties = features[index]["properties"] as? [String: Any] ?? [:]
            let regulations = properties["regulations"] as? [[String: Any]] ?? []
            properties["regulations"] = regulations.enumerated().map { transform($0.offset, $0.element) }
            features[index]["properties"] = properties
        }
        root["features"] = features
        return root
    }

    /// One dialect: how the standard feed is written in it, and what upgrading it needs.
    struct Dialect: Sendable, CustomTestStringConvertible {
        let name: String
        let options: [String]
        let rewrite: @Sendable ([String: Any]) -> [String: Any]
        var testDescription: String { name }
    }

    static let dialects: [Dialect] = [
        Dialect(
            name: "CurbLR 1.0.0: no manifest, a numeric priority on each regulation",
            options: ["--time-zone", "America/Los_Angeles", "--currency", "USD"]
        ) { root in
            var root = regulations(of: root) { index, regulation in
                var regulation = regulation
                var rule = regulation["rule"] as? [String: Any] ?? [:]
                rule["priorityCategory"] = nil
                regulation["rule"] = rule
                regulation["priority"] = index == 0 ? 1 : 4
                return regulation
            }
            root["manifest"] = nil
            return root
        },
        Dialect(name: "a numeric priority inside the rule, no hierarchy", options: []) { root in
            var root = regulations(of: root) { index, regulation in
                var regulation = regulation
                var rule = regulation["rule"] as? [String: Any] ?? [:]
                rule["priorityCategory"] = nil
                rule["priority"] = index == 0 ? "2" : 3
                regulation["rule"] = rule
                return regulation
            }
            var manifest = root["manifest"] as? [String: Any] ?? [:]
            manifest["priorityHierarchy"] = nil
            root["manifest"] = manifest
            return root
        },
        Dialect(name: "userClasses, timeSpans and timesOfDay as objects", options: []) { root in
            regulations(of: root) { _, regulation in
                var regulation = regulation
                var span = (regulation["timeSpans"] as? [[String: Any]] ?? [])[0]
                span["timesOfDay"] = (span["timesOfDay"] as? [[String: Any]] ?? [])[0]
                regulation["timeSpans"] = span
                regulation["userClasses"] = ["classes": ["passenger"]]
                return regulation
            }
        },
        Dialect(name: "days written s, m, t, w, r, f, u and unpadded times", options: []) { root in
            regulations(of: root) { index, regulation in
                var regulation = regulation
                var span = (regulation["timeSpans"] as? [[String: Any]] ?? [])[0]
                span["daysOfWeek"] = [
                    "days": index == 0 ? ["m", "t", "w", "r", "f"] : ["m", "t", "w", "th", "f", "s", "u"]
                ]
                if index == 0 { span["timesOfDay"] = [["from": "7:00", "to": "9:00"]] }
                regulation["timeSpans"] = [span]
                return regulation
            }
        },
        Dialect(name: "maxStay 0 and noReturn 0 meaning no limit, fees without the payment flag", options: []) { root in
            regulations(of: root) { index, regulation in
                var regulation = regulation
                var rule = regulation["rule"] as? [String: Any] ?? [:]
                if index == 0 {
                    rule["maxStay"] = 0
                    rule["noReturn"] = 0
                } else {
                    rule["payment"] = nil
                }
                regulation["rule"] = rule
                return regulation
            }
        },
        Dialect(name: "no timeZone in the manifest", options: ["--time-zone", "America/Los_Angeles"]) { root in
            var root = root
            var manifest = root["manifest"] as? [String: Any] ?? [:]
            manifest["timeZone"] = nil
            root["manifest"] = manifest
            return root
        },
    ]

    @Test(arguments: dialects) func theUpgradedFeedValidatesAndAnswersAsTheStandardOne(dialect: Dialect) throws {
        var expectedFeed = Self.standard
        if dialect.name.hasPrefix("userClasses") {
            // The dialect's object holds the one class the 1.1 feed lists.
            expectedFeed.regulations = expectedFeed.regulations.map {
                $0.merging(["userClasses": [["classes": ["passenger"]]]]) { $1 }
            }
        }
        let standard = try expectedFeed.write()
        let old = try WrittenFeed.write(dialect.rewrite(expectedFeed.root))
        let new = old + ".upgraded.json"
        defer {
            for path in [standard, old, new] { try? FileManager.default.removeItem(atPath: path) }
        }
        #expect(try runParkcheck(["validate", standard]).status == 0)
        let upgrade = try runParkcheck(["upgrade", old, "-o", new] + dialect.options)
        #expect(upgrade.status == 0, "\(upgrade.stderr)")
        #expect(upgrade.stderr.contains(": changed: "), "\(upgrade.stderr)")
        let validate = try runParkcheck(["validate", new])
        #expect(validate.status == 0, "\(validate.stdout)")
        #expect(validate.stdout.contains("valid CurbLR 1.1.0 feed"), "\(validate.stdout)")
        #expect(try answers(new) == (try answers(standard)))
    }

    /// Where python3 is, if anywhere on the usual paths (the CDS conversion is a Python script).
    static let python: String? = ["/usr/bin", "/bin", "/usr/local/bin"].map { "\($0)/python3" }.first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// One truth, two formats, on generated feeds too: each dialect feed, upgraded, then rendered
    /// in CDS by `scripts/curblr_to_cds.py`, answers as its CurbLR at every time.
    @Test(
        .enabled(if: python != nil, "python3 is not installed: the CDS conversion cannot run"),
        arguments: dialects)
    func theUpgradedFeedAndItsCDSRenderingAnswerAlike(dialect: Dialect) throws {
        let old = try WrittenFeed.write(dialect.rewrite(Self.standard.root))
        let new = old + ".upgraded.json"
        let cds = old + ".cds.json"
        defer {
            for path in [old, new, cds] { try? FileManager.default.removeItem(atPath: path) }
        }
        #expect(try runParkcheck(["upgrade", old, "-o", new] + dialect.options).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        // The 1.0.0 feed has no date, which CDS needs: given, as a user would.
        process.arguments = ["scripts/curblr_to_cds.py", new, "-o", cds, "--published", "2020-01-01"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try runParkcheck(["validate", cds]).status == 0)
        #expect(try answers(cds) == (try answers(new)))
    }

    @Test func theDialectFeedIsNotReadAsItIs() throws {
        // The cases above test something: each dialect feed (but the manifest-less one, which a
        // lookup takes for a zone file) is refused or answered otherwise before the upgrade.
        let standard = try Self.standard.write()
        defer { try? FileManager.default.removeItem(atPath: standard) }
        let expected = try answers(standard)
        for dialect in Self.dialects.dropFirst() {
            let old = try WrittenFeed.write(dialect.rewrite(Self.standard.root))
            defer { try? FileManager.default.removeItem(atPath: old) }
            let outcomes = try Self.times.map { time in
                try runParkcheck(
                    WrittenFeed.point + ["--data", old, "--at", time, "--format", "csv", "--fields", Self.fields])
            }
            #expect(
                outcomes.contains { $0.status != 0 } || outcomes.map(\.stdout) != expected,
                "\(dialect.name) is answered as the standard feed without an upgrade")
        }
    }

    @Test func aMissingTimeZoneIsRefusedWithAHintAndNothingWritten() throws {
        var root = Self.standard.root
        var manifest = root["manifest"] as? [String: Any] ?? [:]
        manifest["timeZone"] = nil
        root["manifest"] = manifest
        let old = try WrittenFeed.write(root)
        let new = old + ".upgraded.json"
        defer {
            for path in [old, new] { try? FileManager.default.removeItem(atPath: path) }
        }
        let run = try runParkcheck(["upgrade", old, "-o", new])
        #expect(run.status == 65)
        #expect(run.stderr.contains("error: manifest.timeZone: the manifest has no \"timeZone\""), "\(run.stderr)")
        #expect(run.stderr.contains("its curbs lie near 45.5200, -122.6800"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing written"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: new))
    }

    @Test func aDaySThatCouldBeEitherIsRefusedAtItsPlace() throws {
        let root = Self.regulations(of: Self.standard.root) { index, regulation in
            var regulation = regulation
            var span = (regulation["timeSpans"] as? [[String: Any]] ?? [])[0]
            if index == 1 { span["daysOfWeek"] = ["days": ["s"]] }
            regulation["timeSpans"] = [span]
            return regulation
        }
        let old = try WrittenFeed.write(root)
        defer { try? FileManager.default.removeItem(atPath: old) }
        let run = try runParkcheck(["upgrade", old])
        #expect(run.status == 65)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.contains(
                "error: features[0].properties.regulations[1].timeSpans[0].daysOfWeek.days[0]: day \"s\" may be "
                    + "\"sa\" or \"su\""), "\(run.stderr)")
        // The place is the value's line and column in the file.
        let line = try #require(run.stderr.split(separator: "\n").first { $0.contains("day \"s\" may be") })
        #expect(line.hasPrefix("\(old):"), "\(line)")
    }

    @Test func anUpgradeInPlaceReplacesTheFeedOnlyWhenItSucceeds() throws {
        let old = try WrittenFeed.write(Self.dialects[1].rewrite(Self.standard.root))
        defer { try? FileManager.default.removeItem(atPath: old) }
        let before = try Data(contentsOf: URL(fileURLWithPath: old))
        let refused = try runParkcheck(["upgrade", old, "-o", old, "--time-zone", "Europe/London"])
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: old)) == before)
        let run = try runParkcheck(["upgrade", old, "-o", old])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try runParkcheck(["validate", old]).status == 0)
    }

    @Test func aCurrentFeedIsSaidToBeCurrentAndAnswersTheSame() throws {
        let standard = try Self.standard.write()
        let new = standard + ".upgraded.json"
        defer {
            for path in [standard, new] { try? FileManager.default.removeItem(atPath: path) }
        }
        let run = try runParkcheck(["upgrade", standard, "-o", new])
        #expect(run.status == 0)
        #expect(run.stderr.contains("already CurbLR 1.1, nothing to change"), "\(run.stderr)")
        #expect(!run.stderr.contains(": changed: "), "\(run.stderr)")
        #expect(try answers(new) == (try answers(standard)))
    }

    @Test func aMissingFeedIsSaidOnceWithStatus66() throws {
        let run = try runParkcheck(["upgrade", "no-such-feed.json"])
        #expect(run.status == 66)
        #expect(run.stderr == "parkcheck: error: cannot read 'no-such-feed.json': no such file\n", "\(run.stderr)")
    }
}
