import Foundation
import TestSupport
import Testing

@testable import ParkcheckBatch
import ZoneKit

@Suite struct PlainDecimalTests {
    private func value(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { PlainDecimal.value($0, in: 0..<$0.count) }
    }

    @Test func readsPlainDecimalsAsDoubleDoes() {
        for text in ["37.645475", "-122.362282", "+7", "0", "-0", "0.1", "000123.4500", "9007199254740992"] {
            #expect(value(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    /// Every number it reads must be bit for bit what `Double(text)` reads, or a coordinate
    /// could move: random digit strings of every length it takes, against the standard library.
    /// `PARKCHECK_DECIMAL_CASES` sets how many (the suite runs 200,000; `make check-decimals`
    /// millions).
    @Test func agreesWithTheStandardLibraryOnRandomNumbers() {
        let count = ProcessInfo.processInfo.environment["PARKCHECK_DECIMAL_CASES"].flatMap(Int.init) ?? 200_000
        var generator = SeededGenerator(seed: 2026_11_25)
        var read = 0
        var differing: [String] = []
        for _ in 0..<count {
            let integerDigits = Int.random(in: 1...10, using: &generator)
            let fractionDigits = Int.random(in: 0...14, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            func digits(_ count: Int) -> String {
                String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            }
            text += digits(integerDigits)
            if fractionDigits > 0 { text += "." + digits(fractionDigits) }
            guard let fast = value(text) else { continue }
            read += 1
            if fast.bitPattern != Double(text)?.bitPattern, differing.count < 10 { differing.append(text) }
        }
        #expect(differing.isEmpty, "read otherwise than strtod: \(differing)")
        // Every one of them is read without a string.
        #expect(read == count)
    }

    /// A number is read from the middle of a line's bytes: digits after its range, in the same
    /// buffer, must never count. Random numbers followed by digits, read in their range, against
    /// the same numbers alone.
    @Test func stopsAtTheEndOfItsRangeWhateverFollows() {
        var generator = SeededGenerator(seed: 2026_11_27)
        var missed = 0
        for _ in 0..<50_000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String(UInt64.random(in: 0...9_999_999_999, using: &generator))
            if Bool.random(using: &generator) {
                let fraction = String(UInt64.random(in: 0...99_999_999_999, using: &generator))
                text += "." + String(fraction.prefix(Int.random(in: 1...fraction.count, using: &generator)))
            }
            let followed = Array((text + "98765432.1,0").utf8)
            let read = followed.withUnsafeBufferPointer { PlainDecimal.value($0, in: 0..<text.utf8.count) }
            #expect(read?.bitPattern == value(text)?.bitPattern, "\(text)")
            if let read { #expect(read.bitPattern == Double(text)?.bitPattern, "\(text)") } else { missed += 1 }
        }
        // Every one is read without a string, whatever its length.
        #expect(missed == 0)
    }

    /// A line's latitude is read up to where it stops, which must then be the separator: the
    /// number and the place it stops, or `nil` where no decimal begins.
    @Test func readsANumberUpToWhereItStops() {
        func number(_ text: String) -> (Double, Int)? {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                PlainDecimal.number(bytes, from: 0, to: bytes.count).map { ($0.value, $0.end) }
            }
        }
        let read: [(String, Double, Int)] = [
            ("37.645475,-122.362282", 37.645475, 9), ("-122.4 37.7", -122.4, 6), ("7\t8", 7, 1), ("+7", 7, 2),
            ("37.5.3", 37.5, 4), ("37.5e3", 37500, 6), ("12ab", 12, 2),
            ("12345678901234567890,1", 12_345_678_901_234_567_890, 20),
        ]
        for (text, value, end) in read {
            let found = number(text)
            #expect(found?.0 == value && found?.1 == end, "\(text)")
        }
        for text in ["", ",1", "-,1", ".5,1", "5.,1", "5.x", "1e400,1", "37.5e,1"] {
            #expect(number(text) == nil, "\(text)")
        }
    }

    /// Exponents, long significands and the numbers beyond 2^53 are read too, as `Double` does.
    @Test func readsEveryFormOfDecimalAsDoubleDoes() {
        for text in [
            "1e3", "1E3", "+3.776e+1", "12345678901234567890", "9007199254740993", "1.00000000000000000000001",
            "37.759099600000098", "-122.423484000000012", "37.7590996000000000000000000", "1e-400",
        ] {
            #expect(value(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test func leavesEverythingElseToTheGeneralReader() {
        for text in ["", "-", "+", ".5", "5.", "nan", "inf", "0x1p3", "1,5", " 1", "1 ", "--1", "1.2.3", "1e400", "5e"]
        {
            #expect(value(text) == nil, "\(text)")
        }
    }
}

@Suite struct TextRowReaderPlainPairTests {
    /// The quick reading of `lat,lon` lines must give the row the general one gives, and leave
    /// every line it cannot read exactly (out of range, exponents, blanks, quotes) to it.
    @Test(arguments: [
        "37.645475,-122.362282", "37.76\t-122.43", "37.76 -122.43", "-0,0", "+37.7,+122", "90,180", "-90,-180",
        "91,0", "0,181", "122.4,37.7", "37.7, -122.4", "37.7,,-122.4", "37.7;-122.4", "3.7e1,-122.4", "37.7,-122.4,",
        "\"37.7\",-122.4", "37.7 ,-122.4", "37.,-122.4",
    ])
    func agreesWithTheGeneralReading(line: String) {
        let reader = TextRowReader(sourceName: InputSourceName("points.csv"))
        let general = reader.splitCoordinatesRow(line, line: 3)
        #expect(reader.coordinatesRow(line, line: 3) == general)
        if let quick = TextRowReader.plainPair(line) {
            #expect(
                general == .success(InputRow(location: InputLocation(source: "points.csv", line: 3), coordinate: quick))
            )
        }
    }
}

@Suite struct PlainCSVLayoutTests {
    /// Under a `lat,lon` header a row read from its bytes is the row the general CSV reader gives,
    /// and every row it cannot read so (quotes, other field counts, other forms, out of range)
    /// is left to that reader.
    @Test(arguments: [
        "37.645475,-122.362282,a", "+37.7,-1.22e2,", "37.759099600000098,-122.423484000000012,x", "91,0,a",
        "0,181,a", "37.7,-122.4", "37.7,-122.4,a,b", "\"37.7\",-122.4,a", "37.7,-122.4,\"a,b\"", " 37.7,-122.4,a",
        "37.7 ,-122.4,a", "37.,-122.4,a", ".5,-122.4,a", "x,-122.4,a", ",,", "",
    ])
    func aRowReadFromItsBytesIsTheGeneralReadersRow(line: String) throws {
        let header = try #require(CSVHeader("Lat,Lon,note", line: 1))
        let layout = try #require(header.plainLayout)
        let reader = TextRowReader(sourceName: InputSourceName("points.csv"))
        let general = reader.csvRow(line, line: 3, header: header)
        var bytes = line
        if let quick = bytes.withUTF8({ layout.coordinate($0) }) {
            #expect(
                general
                    == .success(InputRow(location: InputLocation(source: "points.csv", line: 3), coordinate: quick)),
                "\(line)")
        }
    }

    /// Only a header that asks for the coordinates alone is read so: an id, a time, permits or a
    /// kept column make the general reader read every row.
    @Test func onlyAHeaderOfCoordinatesAloneHasAPlainLayout() {
        #expect(CSVHeader("lat,lon", line: 1)?.plainLayout != nil)
        #expect(CSVHeader("x;y;name", line: 1)?.plainLayout?.delimiter == UInt8(ascii: ";"))
        for header in ["id,lat,lon", "lat,lon,at", "lat,lon,permits", "lat,lon,placard", "lat lon"] {
            #expect(CSVHeader(header, line: 1)?.plainLayout == nil, "\(header)")
        }
        var keeping = CSVInputOptions()
        keeping.keptColumns = ["plate"]
        #expect(CSVHeader("lat,lon,plate", line: 1, options: keeping)?.plainLayout == nil)
    }
}

@Suite struct PlainRowsTests {
    /// The rows of `text` as the batch reads them, with their line numbers taken out (a row and
    /// its error are compared, not where they are).
    private static func rows(_ text: String) -> [String] {
        var parser = CoordinateRowParser(source: ByteArraySource(text))
        var rows: [String] = []
        while let row = parser.next() {
            switch row {
            case .success(var row):
                row.location = InputLocation(source: "x", line: 0)
                rows.append("\(row)")
            case .failure(let error): rows.append("\(error.reason)")
            }
        }
        return rows
    }

    /// A line after the first is read from its bytes when it can be; the first line is always
    /// read the general way. So each line after a plain first line must give the row it gives as
    /// the first line of an input of its own: NDJSON objects, and CSV rows under a `lat,lon` header.
    @Test(arguments: [
        #"{"lat": 37.759546, "lon": -122.423713}"#, #"{"lat":37.759546,"lon":-122.423713}"#,
        #"{ "longitude" : -122.4 , "latitude" : 37.7 }"#, #"{"lng": -122.4, "lat": 37.7}"#,
        #"{"long": -122.4, "lat": 3.77e1}"#, #"{"Lat": 37.7, "Lon": -122.4}"#, #"{"lat": "37.7", "lon": -122.4}"#,
        #"{"lat": 91, "lon": -122.4}"#, #"{"lat": 37.7, "lon": -122.4, "id": "a"}"#, #"{"lat": 37.7}"#,
        #"{"lat": 37.7, "lat": 37.7, "lon": -122.4}"#, #"{"lat": 37.7, "lon": -122.4} x"#,
        #"{"y": 37.7, "x": -122.4}"#, #"{"lat": -0, "lon": -0.0}"#, #"{"lat": 1e400, "lon": 0}"#,
        #"{"lat": 37.759099600000098, "lon": -122.42348400000001}"#, #"{"la\u0074": 37.7, "lon": -122.4}"#,
    ])
    func anNDJSONObjectReadFromItsBytesIsTheJSONReadersRow(line: String) {
        let first = #"{"lat": 37.76, "lon": -122.43}"#
        let alone = Self.rows(line + "\n")
        let after = Self.rows(first + "\n" + line + "\n")
        #expect(after.count == 2 && Array(after.dropFirst()) == alone, "\(line): \(after) vs \(alone)")
    }

    @Test(arguments: [
        "37.645475,-122.362282,a", "+37.7,-1.22e2,", "91,0,a", "37.7,-122.4", "37.7,-122.4,a,b", "\"37.7\",-122.4,a",
        " 37.7,-122.4,a", ".5,-122.4,a",
    ])
    func aCSVRowReadFromItsBytesIsTheCSVReadersRow(line: String) {
        let header = "lat,lon,note\n"
        let first = "37.76,-122.43,a\n"
        let general = Self.rows(header + line + "\n")
        let after = Self.rows(header + first + line + "\n")
        #expect(Array(after.dropFirst()) == general, "\(line): \(after) vs \(general)")
    }
}
