import ZoneKit

extension ReportWriter {
    /// The figures measured independently with GEOS on the 2025-11 inputs (issue [data]): the
    /// share of official RPP block faces with one of their own areas within the threshold of the
    /// face's midpoint, and for the nearest polygon at any distance (`nil` key).
    static let geosFigures: [Double?: Double] = [10: 97.1, 20: 99.2, 25: 99.4, nil: 99.8]

    /// The threshold the rule of ``ZoneLookupCheck/chosenThreshold`` picks from ``geosFigures``.
    static var geosChoice: Double? {
        guard let nearest = geosFigures[nil] else { return nil }
        return geosFigures.keys.compactMap { $0 }.sorted().first {
            (geosFigures[$0] ?? 0) >= nearest - ZoneLookupCheck.tolerance
        }
    }

    /// "Output validation": what ZoneKit found reading each output back.
    static func validationSection(_ validation: OutputValidation, into doc: inout MarkdownDocument) {
        typealias M = MarkdownDocument
        doc.heading("Output validation")
        doc.paragraph(
            "Every output is read back with the library the tool uses: the GeoJSON files with ZoneKit's `GeoJSONReader` "
                + "(RFC 7946), `zones.json` with `ZoneFileReader`. An error fails the build; warnings are listed here.")
        doc.table(
            ["output", "features or zones read back", "errors", "warnings"],
            validation.files.map { [$0.name, M.count($0.items), M.count($0.errors.count), M.count($0.warnings.count)] })
        let warnings = validation.files.flatMap(\.warnings)
        if !warnings.isEmpty { doc.bullets(Array(warnings.prefix(30))) }
        doc.paragraph(
            "Then every output goes through `parkcheck validate`'s checks (ZoneKit's `DataValidator`): "
                + "self-intersecting rings (Shamos–Hoey sweep), holes outside their shells, coordinate ranges, "
                + "days and hours, and permit areas the regulations name that the zone file does not declare. "
                + "An error fails the build.")
        doc.table(
            ["output", "errors", "warnings"],
            validation.validated.map { [$0.name, M.count($0.errors.count), M.count($0.warnings.count)] })
        let validatorWarnings = validation.validated.flatMap(\.warnings)
        if !validatorWarnings.isEmpty { doc.bullets(Array(validatorWarnings.prefix(30))) }
    }

    /// "Zone lookup self-consistency": the figures, GEOS's beside them, and the chosen threshold.
    static func lookupSection(_ lookup: ZoneLookupCheck?, into doc: inout MarkdownDocument) {
        typealias M = MarkdownDocument
        doc.heading("Zone lookup self-consistency")
        guard let lookup else {
            doc.paragraph("Not measured: ZoneKit could not read the zone file (see Output validation).")
            return
        }
        func share(_ count: Int, of total: Int? = nil) -> String {
            "\(percentText(lookup.percent(count, of: total))) (\(M.count(count)))"
        }
        doc.paragraph(
            "For each of the **\(M.count(lookup.faces))** official RPP block faces (regulations listing permit areas), "
                + "ZoneKit's `ZoneIndex` looks up the zones at the face's midpoint (halfway along its lines by length, "
                + "where a car on that block would stand). *Primary* counts faces whose primary zone is one of their own "
                + "areas; *among zones* counts faces with one of their areas among all the zones within the threshold. "
                + "The last column asks the opposite question of the \(M.count(lookup.otherFaces)) curbs that are not "
                + "RPP (time limits without an area, metered block faces): how many a lookup there gives some zone, the "
                + "price of a larger threshold. GEOS: the same measure taken independently with GEOS on the same inputs "
                + "(issue [data]).")
        doc.table(
            [
                "threshold", "primary zone is own area", "own area among zones", "GEOS", "no zone",
                "non-RPP curbs given a zone",
            ],
            lookup.figures.map { figures in
                [
                    figures.threshold.map { number($0) + " m" } ?? "nearest polygon, any distance",
                    share(figures.primaryOwn), share(figures.anyOwn),
                    geosFigures[figures.threshold].map(percentText) ?? "–", M.count(figures.noZone),
                    share(figures.otherGivenZone, of: lookup.otherFaces),
                ]
            })
        let chosen = lookup.chosenThreshold
        let nearest = lookup.figures.last.map { percentText(lookup.percent($0.primaryOwn)) } ?? "–"
        doc.paragraph(
            "**Default threshold of the bundled zone file: \(number(chosen)) m** "
                + "(`metadata.\(ZoneFile.defaultThresholdKey)`; the library's own default stays "
                + "\(number(ZoneIndex.defaultThreshold)) m for other files). The rule: the smallest measured "
                + "threshold whose primary-zone figure comes within \(number(ZoneLookupCheck.tolerance)) "
                + "points of the nearest polygon's (\(nearest), the most any threshold can give). The RPP polygons are "
                + "parcels, not curbs, so a car at the curb stands a sidewalk and a parking lane outside its area: at "
                + "10 m too many RPP curbs find no zone at all; beyond the chosen threshold the RPP figure hardly moves "
                + "while more non-RPP curbs are told they are near an area. That cost is bounded: an answer takes permit "
                + "exemptions from the block face's own regulation when one is found, and uses a zone's area rule only "
                + "without one, with a warning; a car outside every polygon never gets high confidence.")
        doc.paragraph(
            "Why the figures may differ from GEOS's by a few tenths: the midpoint here is taken halfway along the "
                + "lines in metres (an interpolation on longitude and latitude, as GEOS does in an unprojected frame, "
                + "weighs east–west and north–south lengths differently); distances are measured in ZoneKit's local "
                + "equirectangular projection, not whatever projection the GEOS run used; the polygons are the built "
                + "ones (positions rounded to 1 cm, repeated positions removed); and GEOS's measure, its own area "
                + "within the threshold, is the *among zones* column. A few faces sit within a metre or two of a "
                + "threshold, so each such difference moves a figure by a hundredth or more."
                + (geosChoice.map {
                    " Applied to GEOS's figures, the same rule chooses \(number($0)) m."
                } ?? ""))
        doc.heading("Faces whose own area is not the nearest polygon", level: 3)
        doc.paragraph(
            lookup.misses.isEmpty
                ? "(none)"
                : "\(M.count(lookup.misses.count)) faces (objectid (areas): nearest area at its distance): "
                    + M.places(lookup.misses) + ".")
    }

    /// `25`, `0.5`: a number as the JSON files write it.
    static func number(_ value: Double) -> String { JSONWriter.format(value) ?? "\(value)" }

    /// `97.1 %`: one decimal, rounded half away from zero, whatever the host locale.
    static func percentText(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) %"
    }
}
