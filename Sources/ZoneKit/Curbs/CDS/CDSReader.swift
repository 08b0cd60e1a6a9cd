/// Reads Curbs API payloads of the Curb Data Specification (CDS 1.1; 1.0 payloads read too) with
/// the project's JSON parser, refusing with the place and the reason whatever breaks the standard.
///
/// Read leniently, and documented: members CDS does not define are ignored; `null` counts as
/// absent; `H:MM` is read as `0H:MM`; `time_of_day_end` `24:00` (and `00:00` after a later
/// start) means the next midnight, as no end does; `version` is kept as given (1.0 payloads differ
/// from 1.1 only in what 1.1 added). Refused: text that is not JSON, a missing envelope member
/// (`version`, `time_zone`, `last_updated`, `currency`, `data`), an empty `time_zone`, a required
/// object member missing, a value of the wrong kind, a non-integer date or count, a negative
/// `max_stay`, `no_return`, rate or reference offset, a unit, activity, weekday or side CDS does not
/// define, a day, week or month out of range, a time of day that is not `HH:MM` (`25:00`), a zone
/// geometry other than Polygon or LineString (or invalid GeoJSON).
///
/// Reading the responses of `/curbs/zones` and `/curbs/policies` into one ``CurbFeed``:
///
/// ```swift
/// let feed = try CDSReader().curbFeed([("zones.json", zonesBytes), ("policies.json", policiesBytes)])
/// // throws CurbFeedError: every problem a located Diagnostic, its file the payload's name
/// let interpreter = CurbInterpreter(feed: feed)  // in the zone the payloads name
/// ```
package struct CDSReader: Sendable {
    /// The JSON parser used for texts.
    package var parser: JSONParser

    /// Creates a reader.
    package init() {
        self.init(parser: JSONParser())
    }

    /// Creates a reader that parses texts with `parser`.
    package init(parser: JSONParser) {
        self.parser = parser
    }

    /// Reads one payload (a response of `/curbs/zones`, `/curbs/policies`, `/curbs/areas`, or one
    /// object holding several of their `data` members).
    ///
    /// - Parameters:
    ///   - bytes: the text as UTF-8.
    ///   - file: the name to show in diagnostics (a file name as the user typed it).
    /// - Throws: ``CurbFeedError`` with every problem found, in document order.
    package func read<Bytes: Sequence<UInt8>>(_ bytes: Bytes, file: String = "") throws(CurbFeedError) -> CDSPayload {
        let document: JSONDocument
        do {
            document = try parser.parse(bytes)
        } catch {
            let place = CDSPlace(file: file, location: error.location, path: .root)
            throw CurbFeedError(diagnostics: [CDSDiagnostic(.invalidJSON(error.reason), at: place)])
        }
        var decoder = CDSDecoder(file: file)
        let payload = decoder.payload(document.root)
        guard let payload, decoder.diagnostics.isEmpty else {
            throw CurbFeedError(diagnostics: decoder.diagnostics.sorted { $0.place.location < $1.place.location })
        }
        return payload
    }

    /// Joins payloads into one feed (say the zones and the policies responses), checking what no
    /// single payload can: one time zone, ids unique (the same policy may come twice only
    /// identical), and every zone's policy ids resolved.
    ///
    /// - Throws: ``CurbFeedError`` with every problem found.
    package func feed(_ payloads: [CDSPayload]) throws(CurbFeedError) -> CDSFeed {
        try CDSFeed(payloads: payloads)
    }

    /// Reads the payloads of one feed — the responses of `/curbs/zones` and `/curbs/policies`
    /// (and `/curbs/areas`), or one object holding several of their `data` members — into one
    /// ``CurbFeed``: each payload read on its own, then joined, checking what no single payload can
    /// (one time zone, unique ids, every zone's policies resolved).
    ///
    /// - Parameter payloads: each payload's name (shown in diagnostics, as the user typed it) and
    ///   its text as UTF-8.
    /// - Returns: the feed, in the time zone the payloads name.
    /// - Throws: ``CurbFeedError`` with every problem found: those of each payload read, in order; else
    ///   those of joining them.
    package func curbFeed(_ payloads: [(file: String, bytes: [UInt8])]) throws(CurbFeedError) -> CurbFeed {
        var read: [CDSPayload] = []
        var diagnostics: [Diagnostic] = []
        for (file, bytes) in payloads {
            do throws(CurbFeedError) {
                read.append(try self.read(bytes, file: file))
            } catch {
                diagnostics += error.diagnostics
            }
        }
        if !diagnostics.isEmpty { throw CurbFeedError(diagnostics) }
        return try feed(read).curbFeed()
    }
}
