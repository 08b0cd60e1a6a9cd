/// Writes `REPORT.md`: what every input gave, every spelling mapped, every row dropped and why,
/// the sweeping join and summary figures, the zone rules, and the sanity checks. Deterministic: no
/// clock, all lists sorted.
enum ReportWriter {
    /// The per-input figures, also returned by the build.
    static func inputSummaries(_ products: BuildProducts) -> [BuildSummary.Input] {
        var inputs: [BuildSummary.Input] = []
        let regulations = products.regulationsReader
        inputs.append(
            .init(
                file: BuildProducts.name(products.inputs.regulations), read: regulations.rowsRead,
                kept: products.regulations.count,
                dropped: regulations.drops.count))
        switch (products.sweepingOrigin, products.inputs.sweeping) {
        case (.bySide(let reader, let holidays), .bySide(let url, let holidaysURL)):
            inputs.append(
                .init(
                    file: BuildProducts.name(url), read: reader.rowsRead, kept: reader.rowsRead - reader.drops.count,
                    dropped: reader.drops.count))
            inputs.append(
                .init(
                    file: BuildProducts.name(holidaysURL), read: holidays.rowsRead,
                    kept: holidays.rowsRead - holidays.drops.count,
                    dropped: holidays.drops.count))
        case (.official(let reader), .official(let url)):
            inputs.append(
                .init(
                    file: BuildProducts.name(url), read: reader.rowsRead, kept: reader.rowsRead - reader.drops.count,
                    dropped: reader.drops.count))
        default:
            break
        }
        let meters = products.metersReader
        inputs.append(
            .init(
                file: BuildProducts.name(products.inputs.meters), read: meters.rowsRead, kept: products.meters.count,
                dropped: meters.drops.count))
        let zones = products.zonesBuilder
        inputs.append(
            .init(
                file: BuildProducts.name(products.inputs.zones), read: zones.ringsRead,
                kept: zones.ringsRead - zones.drops.count, dropped: zones.drops.count))
        return inputs
    }

    /// The report's text.
    static func report(
        _ products: BuildProducts, failures: [String], outputs: [BuildSummary.Output], validation: OutputValidation,
        lookup: ZoneLookupCheck?
    ) -> String {
        typealias M = MarkdownDocument
        var doc = MarkdownDocument()
        doc.heading("Data build report", level: 1)
        doc.paragraph(
            "Data version **\(products.dataVersion)** (the newest source date). Written by `parkcheck-data` on every build; "
                + "it has no timestamp, so an unchanged input gives an unchanged report. Rows that could not be used are "
                + "listed below with their reason: nothing is dropped silently.")

        doc.heading("Inputs and outputs")
        doc.table(
            ["input", "source date", "rows read", "kept", "dropped"],
            inputSummaries(products).map { input in
                [
                    input.file,
                    InputFiles.date(
                        of: products.inputs.all.first { $0.lastPathComponent == input.file } ?? products.inputs.zones)
                        ?? "–",
                    M.count(input.read), M.count(input.kept), M.count(input.dropped),
                ]
            })
        doc.paragraph("For the RPP file, \"rows\" are block rings. Outputs:")
        doc.table(["output", "bytes"], outputs.map { [$0.file, M.count($0.bytes)] })

        regulationsSection(products, into: &doc)
        sweepingSection(products, into: &doc)
        metersSection(products, into: &doc)
        zonesSection(products, into: &doc)

        doc.heading("Sanity checks")
        doc.paragraph(
            "Checked: every block face's RPP area exists among the zones (\(products.zonesBuilder.areaCodes.count) areas); every "
                + "regulation has a day; every sweeping schedule has a weekday, a week of the month and a daytime window; every "
                + "coordinate of every output lies inside the RPP file's city bounds; ZoneKit reads every output back "
                + "without an error (next section).")
        if failures.isEmpty {
            doc.paragraph("**All passed.**")
        } else {
            doc.paragraph("**\(failures.count) FAILED** (the build stops and writes no data file):")
            doc.bullets(failures.prefix(200).map { $0 })
        }

        validationSection(validation, into: &doc)
        lookupSection(lookup, into: &doc)
        return doc.text
    }

    private static func spellingTable(
        _ tally: SpellingTally, _ category: String, title: String, into doc: inout MarkdownDocument
    ) {
        doc.heading(title, level: 4)
        doc.table(
            ["raw value", "normalised", "rows"],
            tally.entries(category).map {
                [MarkdownDocument.code($0.raw), $0.normalised, MarkdownDocument.count($0.count)]
            })
    }

    private static func dropTable(_ drops: DropLog, into doc: inout MarkdownDocument) {
        doc.table(
            ["reason", "rows", "where"],
            drops.byReason.map {
                [$0.reason, MarkdownDocument.count($0.places.count), MarkdownDocument.places($0.places)]
            })
    }

    private static func regulationsSection(_ products: BuildProducts, into doc: inout MarkdownDocument) {
        let reader = products.regulationsReader
        doc.heading("Regulations (`\(BuildProducts.name(products.inputs.regulations))`)")
        doc.paragraph(
            "\(MarkdownDocument.count(reader.rowsRead)) rows read, \(MarkdownDocument.count(products.regulations.count)) "
                + "normalised, \(MarkdownDocument.count(reader.drops.count)) dropped.")
        doc.heading("Dropped rows", level: 3)
        dropTable(reader.drops, into: &doc)
        var kinds: [String: Int] = [:]
        for record in products.regulations { kinds[record.regulation.kind.rawValue, default: 0] += 1 }
        doc.heading("Kinds kept", level: 3)
        doc.table(
            ["kind", "rows"],
            kinds.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { [$0.key, MarkdownDocument.count($0.value)] })
        doc.heading("Spellings mapped", level: 3)
        spellingTable(reader.spellings, "REGULATION", title: "REGULATION → kind", into: &doc)
        spellingTable(
            reader.spellings, "DAYS", title: "DAYS → days (empty DAYS: every day, for every kind)", into: &doc)
        spellingTable(
            reader.spellings, "HOURS",
            title: "HOURS → from–to (HOURS, else HRS_BEGIN/HRS_END, else FROM_TIME/TO_TIME, else all day)", into: &doc)
        spellingTable(reader.spellings, "HRLIMIT", title: "HRLIMIT → limitMinutes", into: &doc)
        spellingTable(reader.spellings, "RPPAREA", title: "RPPAREA1..3 → permitAreas", into: &doc)
        spellingTable(reader.spellings, "EXCEPTIONS", title: "EXCEPTIONS → rppExemptFrom / exceptions", into: &doc)
        doc.heading("Notes (rows kept, rule applied)", level: 3)
        doc.table(
            ["note", "rows", "where"],
            reader.notes.sorted { $0.key < $1.key }.map {
                [$0.key, MarkdownDocument.count($0.value.count), MarkdownDocument.places($0.value)]
            })
        let codes = Set(products.regulations.flatMap(\.regulation.permitAreas)).sorted()
        doc.paragraph("Permit area codes in the data (\(codes.count)): " + codes.joined(separator: ", ") + ".")
    }

    private static func sweepingSection(_ products: BuildProducts, into doc: inout MarkdownDocument) {
        let scheduleCount = products.sweeping.reduce(0) { $0 + $1.side.schedules.count }
        switch (products.sweepingOrigin, products.inputs.sweeping) {
        case (.bySide(let reader, let holidays), .bySide(let url, let holidaysURL)):
            doc.heading("Street sweeping (`\(BuildProducts.name(url))` + `\(BuildProducts.name(holidaysURL))`)")
            doc.paragraph(
                "\(MarkdownDocument.count(reader.rowsRead)) rows read, \(MarkdownDocument.count(reader.drops.count)) dropped; "
                    + "\(MarkdownDocument.count(products.sweeping.count)) sides (CNN + L/R) written with "
                    + "\(MarkdownDocument.count(scheduleCount)) merged schedules. Hour lists: each number is an hour swept, so "
                    + "`8,9` is 08:00–10:00 and `0,1` is 00:00–02:00 (checked against the holidays file's from/to hours: every "
                    + "joined window matches).")
            doc.heading("Dropped rows", level: 3)
            dropTable(reader.drops, into: &doc)
            doc.heading("Holidays join (CNN + side + weekday + hours)", level: 3)
            let join = reader.join
            doc.table(
                ["figure", "count"],
                [
                    ["weekday windows in the by-side file", MarkdownDocument.count(join.windows)],
                    ["joined (flag taken from the holidays file)", MarkdownDocument.count(join.joined)],
                    [
                        "not joined: side known, weekday/hours not in the holidays file",
                        MarkdownDocument.count(join.sideKnownWindowNot),
                    ],
                    ["not joined: CNN + side absent from the holidays file", MarkdownDocument.count(join.sideUnknown)],
                    ["… sides absent from the holidays file", MarkdownDocument.count(join.sidesMissing.count)],
                    [
                        "… unjoined windows starting before 06:00 (night)",
                        MarkdownDocument.count(join.unjoinedNightWindows),
                    ],
                    ["holidays-file rows read", MarkdownDocument.count(holidays.rowsRead)],
                    ["holidays-file rows used by the join", MarkdownDocument.count(holidays.rowsUsed)],
                    [
                        "holidays-file keys with conflicting flags (first kept)",
                        MarkdownDocument.count(holidays.conflicts.count),
                    ],
                    [
                        "holidays-file rows whose week_day text disagrees with the day flags",
                        MarkdownDocument.count(holidays.weekdayTextDisagreements.count),
                    ],
                ])
            doc.paragraph(
                "Default for a window that is not joined: **holidays = \"\(SweepingBySideReader.defaultHolidays.rawValue)\"** "
                    + "(flag 0, the holidays file's common case: sweeping is suspended on holidays).")
            if holidays.drops.count > 0 {
                doc.heading("Holidays-file rows dropped", level: 4)
                dropTable(holidays.drops, into: &doc)
            }
            doc.heading("`schedule_summary` versus the week flags", level: 3)
            let disagreements = reader.summaryDisagreements.values.reduce(0) { $0 + $1.count }
            doc.paragraph(
                "The week flags are used; the free-text summary disagrees with them on **\(MarkdownDocument.count(disagreements))** rows "
                    + "(docs/DOMAIN.md quotes about 1,084; the split below shows which patterns differ).")
            doc.table(
                ["disagreement", "rows", "where"],
                reader.summaryDisagreements.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.map {
                    [$0.key, MarkdownDocument.count($0.value.count), MarkdownDocument.places($0.value, limit: 5)]
                })
            doc.table(
                ["summary not compared", "rows"],
                reader.summaryNotCompared.sorted { $0.key < $1.key }.map { [$0.key, MarkdownDocument.count($0.value)] })
            doc.heading("`block_side` versus `cnn_right_left`", level: 3)
            doc.paragraph(
                "The side a compass `block_side` names on the line (its left normal) agrees with `cnn_right_left` on "
                    + "\(MarkdownDocument.count(reader.compassAgreements)) rows and disagrees on "
                    + "\(MarkdownDocument.count(reader.compassDisagreements.count)): "
                    + MarkdownDocument.places(reader.compassDisagreements) + ". `cnn_right_left` is kept as given.")
            doc.heading("Spellings", level: 3)
            spellingTable(reader.spellings, "hour list", title: "weekday hour lists → windows", into: &doc)
            spellingTable(holidays.spellings, "week_day", title: "holidays file week_day → days", into: &doc)
        case (.official(let reader), .official(let url)):
            doc.heading("Street sweeping (`\(BuildProducts.name(url))`, official schema)")
            doc.paragraph(
                "\(MarkdownDocument.count(reader.rowsRead)) rows read, \(MarkdownDocument.count(reader.drops.count)) dropped; "
                    + "\(MarkdownDocument.count(products.sweeping.count)) sides written with \(MarkdownDocument.count(scheduleCount)) "
                    + "merged schedules. Sides without L/R in the source: \(reader.sidesDerived) derived from the compass "
                    + "BlockSide and the line direction, \(reader.sidesUnknown) left unknown.")
            doc.heading("Dropped rows", level: 3)
            dropTable(reader.drops, into: &doc)
            doc.heading("Spellings", level: 3)
            spellingTable(reader.spellings, "WeekDay", title: "WeekDay → days", into: &doc)
            spellingTable(reader.spellings, "FromHour–ToHour", title: "FromHour–ToHour → window", into: &doc)
            spellingTable(reader.spellings, "Holidays", title: "Holidays → holidays", into: &doc)
            spellingTable(reader.spellings, "week flags", title: "Week1..Week5 flags", into: &doc)
        default:
            break
        }
    }

    private static func metersSection(_ products: BuildProducts, into doc: inout MarkdownDocument) {
        let reader = products.metersReader
        doc.heading("Meters (`\(BuildProducts.name(products.inputs.meters))`)")
        doc.paragraph(
            "\(MarkdownDocument.count(reader.rowsRead)) features read, \(MarkdownDocument.count(products.meters.count)) written, "
                + "\(MarkdownDocument.count(reader.drops.count)) dropped.")
        dropTable(reader.drops, into: &doc)
        if reader.spellings.categories.contains("ON_OFFSTREET_TYPE") {
            spellingTable(reader.spellings, "ON_OFFSTREET_TYPE", title: "ON_OFFSTREET_TYPE (meter points)", into: &doc)
        } else {
            spellingTable(reader.spellings, "blockface_orientation", title: "blockface_orientation → side", into: &doc)
        }
    }

    private static func zonesSection(_ products: BuildProducts, into doc: inout MarkdownDocument) {
        let builder = products.zonesBuilder
        doc.heading("Zones (`\(BuildProducts.name(products.inputs.zones))`)")
        doc.paragraph(
            "\(builder.areaCodes.count) zones, \(MarkdownDocument.count(builder.ringsRead)) block rings read, "
                + "\(MarkdownDocument.count(builder.drops.count)) dropped, \(builder.ringsClosed) closed, "
                + "\(builder.ringsReversed) reversed to counter-clockwise. The placeholder rules (every area Mon–Sat 8–18, 2 h) "
                + "and neighbourhoods are replaced: each area's rule is the most common (days, hours, limit) among the "
                + "time-limit block faces that list the area; neighbourhoods are those holding at least 10 % of its block faces."
        )
        dropTable(builder.drops, into: &doc)
        doc.table(
            ["area", "rings", "block faces", "time-limit faces", "rule", "faces with the rule", "variants"],
            builder.summaries.map { summary in
                [
                    summary.area, MarkdownDocument.count(summary.rings), MarkdownDocument.count(summary.blockFaces),
                    MarkdownDocument.count(summary.timeLimitFaces),
                    summary.rule?.description(area: summary.area) ?? "(none)",
                    MarkdownDocument.count(summary.ruleFaces), MarkdownDocument.count(summary.variants),
                ]
            })
    }
}
